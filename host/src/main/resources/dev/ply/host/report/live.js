// The live page's script: every second it asks the server for live.json and puts each section it
// holds in place of the page's (the server escaped every name and text in them, as the report
// does), until the run is over. The page's own query (?token=...) goes with each request.
(function () {
  'use strict';
  var body = document.body;
  var failures = 0;
  function apply(data) {
    var html = data.html || {};
    Object.keys(html).forEach(function (id) {
      var section = document.getElementById(id);
      if (section && section.innerHTML !== html[id]) {
        section.innerHTML = html[id];
      }
    });
    body.setAttribute('data-state', data.state);
    body.setAttribute('data-done', String(data.done));
    body.setAttribute('data-live-ready', 'yes');
  }
  function poll() {
    fetch('live.json' + window.location.search, { cache: 'no-store' })
      .then(function (response) {
        if (!response.ok) {
          throw new Error('the server answered ' + response.status);
        }
        return response.json();
      })
      .then(function (data) {
        failures = 0;
        apply(data);
        if (data.over) {
          body.setAttribute('data-live-final', 'yes');
        } else {
          window.setTimeout(poll, 1000);
        }
      })
      .catch(function (e) {
        failures++;
        body.setAttribute('data-live-error', String(e && e.message ? e.message : e));
        window.setTimeout(poll, Math.min(10000, 1000 * failures));
      });
  }
  poll();
})();
