// Swatchbook guide: progressive enhancement only. Every page works without this file.
//
// - Copy buttons: `button[data-copy="<id>"]` copies the text of the element with that id and
//   says so in the snippet's polite status line.
// - Type-ahead search: as you type in a search box, `/search?q=…` is fetched and its
//   `#search-results` shown (in place on the search page, in a panel under the header's box
//   elsewhere). Enter still submits the form.
// - Variant picker: a form with `data-auto-submit` is submitted when a choice changes.
// - Live reload: with `<body data-live-reload="/events">`, the page reloads on `event: reload`.
// - Preview frames: each `.preview-frame__canvas` iframe (a same-origin preview with no script of
//   its own) is sized to its content once it loads, between a minimum and a maximum (past the
//   maximum it scrolls), and again when the window's width changes. Without this, the stylesheet's
//   height for the component's kind (short, medium, tall) stands.
// - Static export (`<html data-export>`, from `swatchbook export`): no server answers queries, so
//   search reads the exported index (`index.json` beside the search page the form targets) and
//   the variant picker goes to the exported page of its choice (its fields as one path segment).
(function () {
  "use strict";

  var exported = document.documentElement.hasAttribute("data-export");

  function ready(fn) {
    if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", fn);
    else fn();
  }

  function safely(fn) {
    try { fn(); } catch (error) { /* an enhancement that fails leaves the plain page working */ }
  }

  // Copy buttons ---------------------------------------------------------------------------

  function copyText(text) {
    if (navigator.clipboard && window.isSecureContext) return navigator.clipboard.writeText(text);
    return new Promise(function (resolve, reject) {
      var area = document.createElement("textarea");
      area.value = text;
      area.setAttribute("readonly", "");
      area.className = "visually-hidden";
      document.body.appendChild(area);
      area.select();
      var copied = false;
      try { copied = document.execCommand("copy"); } catch (error) { copied = false; }
      document.body.removeChild(area);
      if (copied) resolve(); else reject(new Error("copy refused"));
    });
  }

  function setUpCopyButtons() {
    var buttons = document.querySelectorAll("button[data-copy]");
    Array.prototype.forEach.call(buttons, function (button) {
      var target = document.getElementById(button.getAttribute("data-copy"));
      if (!target) return;
      button.hidden = false;
      var header = button.closest(".snippet__header");
      var status = header ? header.querySelector("[role=status]") : null;
      var timer = null;
      button.addEventListener("click", function () {
        copyText(target.textContent || "").then(function () {
          say("Copied to the clipboard");
        }, function () {
          say("Could not copy: select the text and copy it");
        });
      });
      function say(message) {
        if (!status) return;
        status.textContent = message;
        if (timer) clearTimeout(timer);
        timer = setTimeout(function () { status.textContent = ""; }, 2500);
      }
    });
  }

  // Type-ahead search ----------------------------------------------------------------------

  function setUpSearch() {
    var inputs = document.querySelectorAll("input[data-search-input]");
    var pageResults = document.querySelector("main [data-search-results]");
    Array.prototype.forEach.call(inputs, function (input) {
      var form = input.form;
      if (!form || !window.fetch || !window.DOMParser) return;
      var inPage = pageResults && input.getAttribute("data-search-input") === "large";
      var panel = null;
      if (!inPage) {
        panel = document.createElement("div");
        panel.className = "search-popup";
        panel.id = input.id + "-suggestions";
        panel.hidden = true;
        form.appendChild(panel);
        input.setAttribute("aria-controls", panel.id);
      }
      var timer = null;
      var latest = 0;

      function hide() {
        if (!panel) return;
        panel.hidden = true;
      }

      function show(results) {
        if (inPage) {
          pageResults.replaceWith(results);
          pageResults = results;
          return;
        }
        panel.textContent = "";
        panel.appendChild(results);
        results.removeAttribute("id");
        panel.hidden = false;
      }

      function run() {
        var query = input.value.trim();
        if (inPage && window.history && history.replaceState) {
          history.replaceState(null, "", (exported ? form.action : "/search") + (query ? "?q=" + encodeURIComponent(query) : ""));
        }
        if (!query && !inPage) { hide(); return; }
        var ticket = ++latest;
        if (exported) {
          exportedIndex(form).then(function (entries) {
            if (ticket === latest) show(exportedResults(query, entries));
          }).catch(function () { /* no index: the form still leads to the full list */ });
          return;
        }
        fetch("/search?q=" + encodeURIComponent(query), { headers: { Accept: "text/html" }, credentials: "same-origin" })
          .then(function (response) { return response.ok ? response.text() : null; })
          .then(function (html) {
            if (html === null || ticket !== latest) return;
            var found = new DOMParser().parseFromString(html, "text/html").querySelector("[data-search-results]");
            if (found) show(document.importNode(found, true));
          })
          .catch(function () { /* offline or stopped: the form still submits */ });
      }

      input.addEventListener("input", function () {
        if (timer) clearTimeout(timer);
        timer = setTimeout(run, 120);
      });
      input.addEventListener("keydown", function (event) {
        if (event.key === "Escape") hide();
      });
      form.addEventListener("focusout", function (event) {
        if (panel && !form.contains(event.relatedTarget)) hide();
      });
      input.addEventListener("focus", function () {
        if (panel && input.value.trim() && panel.childNodes.length) {
          panel.hidden = false;
        }
      });
      if (exported && inPage) {
        // The exported search page lists everything; a query in its URL (the form submitted) narrows it.
        var asked = new URLSearchParams(window.location.search).get("q");
        if (asked) { input.value = asked; run(); }
      }
    });
  }

  // Search in a static export ----------------------------------------------------------------

  var indexes = {};

  function exportedIndex(form) {
    var url = new URL("index.json", form.action).href;
    if (!indexes[url]) {
      indexes[url] = fetch(url, { credentials: "same-origin" })
        .then(function (response) { if (!response.ok) throw new Error("no index"); return response.json(); })
        .then(function (index) { return index.entries; });
    }
    return indexes[url];
  }

  // The server's folding (SearchIndex.key): lower case, accents dropped, letters, digits, . - # kept.
  function searchKey(text) {
    return text.toLowerCase().normalize("NFD").replace(/\p{Mn}/gu, "").replace(/[^\p{L}\p{N}.#-]+/gu, " ").trim();
  }

  // The server's ranking (SearchIndex.search): every distinct word must match; title matches first;
  // equal scores in the index's order (the guide's: a scale's steps by value, not as text).
  function rank(query, entries) {
    var words = searchKey(query).split(" ").filter(function (word, index, all) { return word && all.indexOf(word) === index; });
    if (!words.length) return entries.slice();
    var phrase = words.join(" ");
    var bonus = { component: 30, group: 20, doc: 10, manual: 5, token: 0 };
    var scored = [];
    entries.forEach(function (entry, position) {
      if (!words.every(function (w) { return entry.titleKey.indexOf(w) >= 0 || entry.textKey.indexOf(w) >= 0; })) return;
      var score = words.filter(function (w) { return entry.titleKey.indexOf(w) >= 0; }).length * 10;
      if (entry.titleKey === phrase) score += 1000;
      else if (entry.titleKey.indexOf(phrase) === 0) score += 400;
      else if (entry.titleKey.indexOf(phrase) >= 0) score += 200;
      scored.push({ entry: entry, score: score + (bonus[entry.kind] || 0), position: position });
    });
    scored.sort(function (a, b) {
      return b.score - a.score || a.position - b.position;
    });
    return scored.slice(0, 60).map(function (item) { return item.entry; });
  }

  function element(tag, className, text) {
    var node = document.createElement(tag);
    if (className) node.className = className;
    if (text !== undefined) node.textContent = text;
    return node;
  }

  // The same markup as the server's SearchResults.
  function exportedResults(query, entries) {
    var results = rank(query, entries);
    var block = element("div", "search-results");
    block.id = "search-results";
    block.setAttribute("data-search-results", "");
    var status = element("p", "search-results__status", !query ? "All " + results.length + " tokens, token groups, components and docs pages."
      : !results.length ? "Nothing matches \u201c" + query + "\u201d. Try fewer words, or part of a token path."
      : (results.length === 1 ? "1 result" : results.length + " results") + " for \u201c" + query + "\u201d");
    status.setAttribute("role", "status");
    block.appendChild(status);
    if (results.length) {
      var list = element("ol", "search-results__list");
      results.forEach(function (entry) {
        var item = element("li", "search-result search-result--" + entry.kind);
        var link = element("a", "search-result__link");
        link.href = entry.url;
        link.appendChild(element("span", "search-result__kind", entry.label));
        link.appendChild(element("span", "search-result__title", entry.title));
        item.appendChild(link);
        if (entry.detail) item.appendChild(element("p", "search-result__detail", entry.detail));
        list.appendChild(item);
      });
      block.appendChild(list);
    }
    return block;
  }

  // Variant picker -------------------------------------------------------------------------

  // A file name segment as the export writes it (ExportFileName.segment), then as link text.
  function exportSegment(text) {
    var bytes = new TextEncoder().encode(text);
    var out = "";
    for (var i = 0; i < bytes.length; i++) {
      var b = bytes[i];
      var unsafe = b < 0x21 || b >= 0x7F || "%/\\?#&=\"'<>|*:".indexOf(String.fromCharCode(b)) >= 0 || (i === 0 && b === 0x2E);
      out += unsafe ? "%25" + (b < 16 ? "0" : "") + b.toString(16).toUpperCase() : String.fromCharCode(b);
    }
    return out || "_";
  }

  // In a static export, a picker goes to the exported page of its choice: its fields, sorted by
  // name, as one path segment below the form's target.
  function exportedTarget(form) {
    var action = new URL(form.action);
    var fields = [];
    new FormData(form).forEach(function (value, name) { fields.push([name, String(value)]); });
    fields.sort(function (a, b) { return a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0; });
    var segment = fields.map(function (f) { return exportSegment(f[0]) + "=" + exportSegment(f[1]); }).join("&");
    var path = action.pathname.replace(/\/?$/, "/");
    return path + (segment ? segment + "/" : "") + action.hash;
  }

  function setUpAutoSubmit() {
    var forms = document.querySelectorAll("form[data-auto-submit]");
    Array.prototype.forEach.call(forms, function (form) {
      if (exported) {
        form.addEventListener("submit", function (event) {
          event.preventDefault();
          window.location.assign(exportedTarget(form));
        });
      }
      form.addEventListener("change", function (event) {
        if (event.target && event.target.tagName === "SELECT") {
          if (form.requestSubmit) form.requestSubmit(); else form.submit();
        }
      });
    });
  }

  // Live reload ----------------------------------------------------------------------------

  function setUpLiveReload() {
    var url = document.body && document.body.dataset ? document.body.dataset.liveReload : null;
    if (!url || !window.EventSource) return;
    var source = new EventSource(url);
    source.addEventListener("reload", function () {
      source.close();
      window.location.reload();
    });
    window.addEventListener("pagehide", function () { source.close(); });
  }

  // Preview frames -------------------------------------------------------------------------

  var previewMinimum = 48;
  var previewMaximum = 960;

  // The height the preview's canvas needs at the frame's width: its fill-the-frame minimum (and
  // the 100% heights of html and body) lifted while it is measured, then put back.
  function previewContentHeight(frame) {
    var doc = frame.contentDocument;
    var canvas = doc && doc.body ? doc.querySelector("body > .sb-preview") : null;
    if (!canvas) return null;
    var root = doc.documentElement, body = doc.body;
    var saved = [root.style.height, body.style.height, canvas.style.minHeight];
    root.style.height = "auto";
    body.style.height = "auto";
    canvas.style.minHeight = "0";
    var height = Math.max(canvas.getBoundingClientRect().height, canvas.scrollHeight);
    root.style.height = saved[0];
    body.style.height = saved[1];
    canvas.style.minHeight = saved[2];
    return Math.ceil(height);
  }

  function fitPreview(frame) {
    var content = previewContentHeight(frame);
    if (content === null) return;
    var style = window.getComputedStyle(frame);
    var edges = style.boxSizing === "border-box"
      ? parseFloat(style.borderTopWidth) + parseFloat(style.borderBottomWidth) : 0;
    var height = Math.min(Math.max(content, previewMinimum), previewMaximum) + edges;
    frame.style.height = height + "px";
    frame.setAttribute("data-fitted", String(content));
  }

  function setUpPreviewFrames() {
    var frames = document.querySelectorAll("iframe.preview-frame__canvas");
    if (!frames.length) return;
    function fit(frame) {
      safely(function () { fitPreview(frame); });
      safely(function () {
        var fonts = frame.contentDocument && frame.contentDocument.fonts;
        if (fonts && fonts.ready) fonts.ready.then(function () { safely(function () { fitPreview(frame); }); });
      });
    }
    Array.prototype.forEach.call(frames, function (frame) {
      frame.addEventListener("load", function () { fit(frame); });
      fit(frame);
    });
    var width = window.innerWidth, timer = null;
    window.addEventListener("resize", function () {
      if (window.innerWidth === width) return;
      width = window.innerWidth;
      clearTimeout(timer);
      timer = setTimeout(function () { Array.prototype.forEach.call(frames, fit); }, 150);
    });
  }

  ready(function () {
    safely(setUpCopyButtons);
    safely(setUpSearch);
    safely(setUpAutoSubmit);
    safely(setUpLiveReload);
    safely(setUpPreviewFrames);
  });
})();
