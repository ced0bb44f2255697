// Live updates without a framework: every few seconds ask the server for its change stamp; when it
// moved, re-fetch this page's live fragment and swap it in place (no reload, forms outside kept).
(function () {
  "use strict";
  var region = document.getElementById("live");
  var dot = document.getElementById("live-dot");
  if (!region || !window.fetch) return;
  var version = region.getAttribute("data-version");
  var versionUrl = region.getAttribute("data-version-url") || "/console/version";
  var POLL_MS = 2000;

  function setDot(state) { if (dot) dot.className = "live-dot " + state; }

  function withFragment() {
    var params = new URLSearchParams(window.location.search);
    params.set("fragment", "1");
    return window.location.pathname + "?" + params.toString();
  }

  function get(url) {
    return fetch(url, { credentials: "same-origin", cache: "no-store" }).then(function (resp) {
      // Signed out (or the token was revoked) meanwhile: reload so the login page takes over.
      if (resp.redirected || resp.status === 401 || resp.status === 403) {
        window.location.reload();
        throw new Error("signed out");
      }
      if (!resp.ok) throw new Error("HTTP " + resp.status);
      return resp;
    });
  }

  function tick() {
    if (document.hidden) { schedule(); return; }  // background tabs stay quiet
    get(versionUrl)
      .then(function (resp) { return resp.json(); })
      .then(function (body) {
        setDot("on");
        if (body.version === version) return null;
        return get(withFragment()).then(function (resp) { return resp.text(); }).then(function (html) {
          region.innerHTML = html;
          version = body.version;
          region.setAttribute("data-version", version);
        });
      })
      .catch(function () { setDot("off"); })
      .then(schedule);
  }

  function schedule() { window.setTimeout(tick, POLL_MS); }
  window.setTimeout(tick, 300);
})();
