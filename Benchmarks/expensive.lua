-- wrk script of Benchmarks/health.sh: each thread goes round the targets of a file (one path a
-- line, from its own place in it), replacing every "{n}" with letters and digits and every "{p}"
-- with punctuation that no other request of the run has used, so that searches always miss
-- every cache ("{p}" is dropped by the search itself, which then looks for the rest alone);
-- done() prints the count of each status class and of 503s.
--
-- usage: wrk -t T -c C -d SECONDS -s Benchmarks/expensive.lua URL -- TARGETS_FILE

local threads = {}

function setup(thread)
  thread:set("id", #threads)
  table.insert(threads, thread)
end

local targets, position, sent = {}, 0, 0
statuses = { [2] = 0, [3] = 0, [4] = 0, [5] = 0 }
refused = 0

function init(args)
  for line in io.lines(args[1]) do
    if line ~= "" then table.insert(targets, line) end
  end
  position = (id * 7) % #targets
end

-- `number` in base 6 written with punctuation the search key drops.
local marks = { "!", "*", "(", ")", "~", "_" }
local function punctuation(number)
  local text = ""
  repeat
    text = marks[number % 6 + 1] .. text
    number = math.floor(number / 6)
  until number == 0
  return text
end

function request()
  position = position % #targets + 1
  sent = sent + 1
  local target = targets[position]:gsub("{n}", tostring(id) .. "x" .. tostring(sent))
  target = target:gsub("{p}", function() return punctuation(id) .. "," .. punctuation(sent) end)
  return wrk.format("GET", target)
end

function response(status)
  local class = math.floor(status / 100)
  if statuses[class] then statuses[class] = statuses[class] + 1 end
  if status == 503 then refused = refused + 1 end
end

function done(summary)
  local total = { [2] = 0, [3] = 0, [4] = 0, [5] = 0 }
  local refusals = 0
  for _, thread in ipairs(threads) do
    local counts = thread:get("statuses")
    for class, count in pairs(counts) do total[class] = total[class] + count end
    refusals = refusals + thread:get("refused")
  end
  io.write(string.format("expensive: 2xx=%d 3xx=%d 4xx=%d 5xx=%d 503=%d seconds=%.1f\n",
    total[2], total[3], total[4], total[5], refusals, summary.duration / 1e6))
end
