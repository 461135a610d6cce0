// Swatchbook guide: progressive enhancement only. Every page works without this file.
//
// - Copy buttons: `button[data-copy="<id>"]` copies the text of the element with that id and
//   says so in the snippet's polite status line.
// - Type-ahead search: as you type in a search box, `/search?q=…` is fetched and its
//   `#search-results` shown (in place on the search page, in a panel under the header's box
//   elsewhere). Enter still submits the form.
// - Variant picker: a form with `data-auto-submit` is submitted when a choice changes.
// - Live reload: with `<body data-live-reload="/events">`, the page reloads on `event: reload`.
(function () {
  "use strict";

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
          history.replaceState(null, "", "/search" + (query ? "?q=" + encodeURIComponent(query) : ""));
        }
        if (!query && !inPage) { hide(); return; }
        var ticket = ++latest;
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
    });
  }

  // Variant picker -------------------------------------------------------------------------

  function setUpAutoSubmit() {
    var forms = document.querySelectorAll("form[data-auto-submit]");
    Array.prototype.forEach.call(forms, function (form) {
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

  ready(function () {
    safely(setUpCopyButtons);
    safely(setUpSearch);
    safely(setUpAutoSubmit);
    safely(setUpLiveReload);
  });
})();
