-- wrk script of Benchmarks/soak.sh: each thread goes round the requests of a file ("PATH" or
-- "PATH<TAB>Header: value" a line), starting at its own place in it, and stops after its share of
-- responses, then adds a line to DONE_FILE (wrk itself only ends after -d or on SIGINT, so
-- soak.sh interrupts it once every thread has said so); done() prints the count of each class of
-- status.
--
-- usage: wrk -t T -c C -d MAX -s Benchmarks/soak.lua URL -- REQUESTS_FILE RESPONSES_PER_THREAD DONE_FILE

local threads = {}
local counter = 1

function setup(thread)
  thread:set("id", #threads)
  table.insert(threads, thread)
end

local requests, limit, position, done_file, stopped = {}, 0, 0, nil, false
statuses = { [2] = 0, [3] = 0, [4] = 0, [5] = 0 }

function init(args)
  for line in io.lines(args[1]) do
    local path, header = line:match("^([^\t]+)\t?(.*)$")
    local headers = {}
    if header ~= "" then
      local name, value = header:match("^([^:]+):%s*(.*)$")
      headers[name] = value
    end
    table.insert(requests, wrk.format("GET", path, headers))
  end
  limit = tonumber(args[2])
  done_file = args[3]
  position = (id * 7919) % #requests
end

function request()
  position = position % #requests + 1
  return requests[position]
end

function response(status, headers, body)
  local class = math.floor(status / 100)
  statuses[class] = (statuses[class] or 0) + 1
  counter = counter + 1
  if counter > limit and not stopped then
    stopped = true
    local file = io.open(done_file, "a")
    file:write("done\n")
    file:close()
    wrk.thread:stop()
  end
end

function done(summary, latency, requests)
  local total = { [2] = 0, [3] = 0, [4] = 0, [5] = 0 }
  for _, thread in ipairs(threads) do
    for class, count in pairs(thread:get("statuses")) do total[class] = (total[class] or 0) + count end
  end
  io.write(string.format("soak: %d responses, %d 2xx, %d 3xx, %d 4xx, %d 5xx; %d socket errors\n",
    summary.requests, total[2], total[3], total[4], total[5],
    summary.errors.connect + summary.errors.read + summary.errors.write + summary.errors.timeout))
end
