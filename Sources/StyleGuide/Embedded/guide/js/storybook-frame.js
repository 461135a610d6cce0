// Swatchbook as a Storybook ref: the few channel messages Storybook's manager needs from a
// preview frame (`/iframe.html`). The page itself is plain HTML; this file only talks to the
// manager that frames it. Loaded by `<script data-view-mode="story|docs" data-storybook-id="…">`.
//
// - On load it posts `currentStoryWasSet` (the manager hides the ref's loader on it) and then
//   `storyRendered` or `docsRendered`, in Storybook's postMessage format
//   (`{"key": "storybook-channel", "event": {"type", "args"}, "refId"}`, JSON text).
// - On `setCurrentStory` from the manager (sent when the reader picks another entry of this ref;
//   the manager does not reload the frame) it loads that entry's frame.
// - In a static export no server reads `?id=`: the root `iframe.html` then goes to the exported
//   file of the entry, `iframe/id=<id>&viewMode=<mode>.html` beside it.
(function () {
  "use strict";

  var KEY = "storybook-channel";
  var script = document.currentScript;
  var entryID = script ? script.getAttribute("data-storybook-id") : null;
  var viewMode = (script && script.getAttribute("data-view-mode")) || "story";
  var query = new URLSearchParams(window.location.search);
  var refId = query.get("refId");
  var exportedEntry = /\/iframe\/id=[^/]*\.html$/.test(window.location.pathname);

  function post(type, args) {
    if (window.parent === window) return;
    var message = { key: KEY, event: { type: type, args: args, from: "preview" }, refId: refId };
    window.parent.postMessage(JSON.stringify(message), "*");
  }

  // The frame of `id` in `mode`: a query on the server, a file of its own in an export.
  function frameURL(id, mode, exported) {
    if (exported) {
      var file = "id=" + encodeURIComponent(id).replace(/%/g, "%25") + "&viewMode=" + encodeURIComponent(mode) + ".html";
      return (exportedEntry ? "" : "iframe/") + file + (refId ? "?refId=" + encodeURIComponent(refId) : "");
    }
    var next = new URLSearchParams(window.location.search);
    next.set("id", id);
    next.set("viewMode", mode);
    return "iframe.html?" + next.toString();
  }

  if (!entryID && query.get("id")) {
    // The exported root, asked for an entry: only a static host answers the root for any query.
    window.location.replace(frameURL(query.get("id"), query.get("viewMode") || "story", true));
    return;
  }

  window.addEventListener("message", function (message) {
    var data = message.data;
    try {
      if (typeof data === "string") data = JSON.parse(data);
    } catch (error) {
      return;
    }
    if (!data || data.key !== KEY || !data.event || data.event.type !== "setCurrentStory") return;
    var wanted = (data.event.args || [])[0] || {};
    var mode = wanted.viewMode === "docs" ? "docs" : "story";
    if (typeof wanted.storyId !== "string" || !wanted.storyId) return;
    if (wanted.storyId === entryID && mode === viewMode) {
      post("currentStoryWasSet", [{ storyId: entryID, viewMode: viewMode }]);
      return;
    }
    window.location.replace(frameURL(wanted.storyId, mode, exportedEntry));
  });

  if (entryID) {
    post("currentStoryWasSet", [{ storyId: entryID, viewMode: viewMode }]);
    post(viewMode === "docs" ? "docsRendered" : "storyRendered", [entryID]);
  }
})();
