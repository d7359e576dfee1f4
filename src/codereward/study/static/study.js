// Choice by click or keyboard; one submission per page (the server also keeps only the first).
(function () {
  "use strict";
  var form = document.getElementById("choice-form");
  if (!form) { return; }
  var shownAt = performance.now();
  var sent = false;

  function send(choice) {
    if (sent) { return; }
    sent = true;
    document.getElementById("elapsed_ms").value = String(Math.round(performance.now() - shownAt));
    var input = document.createElement("input");
    input.type = "hidden";
    input.name = "choice";
    input.value = choice;
    form.appendChild(input);
    form.classList.add("sending");
    form.submit();
  }

  form.addEventListener("submit", function (event) {
    var button = event.submitter;
    if (!button || !button.value) { return; }  // no submitter support: the plain form post still works
    event.preventDefault();
    send(button.value);
  });

  document.addEventListener("keydown", function (event) {
    if (event.altKey || event.ctrlKey || event.metaKey || event.repeat) { return; }
    var key = event.key;
    var choice = null;
    if (key === "ArrowLeft" || key === "a" || key === "A") { choice = "left"; }
    else if (key === "ArrowRight" || key === "b" || key === "B") { choice = "right"; }
    else if (key === "s" || key === "S") { choice = "skip"; }
    if (choice) {
      event.preventDefault();
      send(choice);
    }
  });
  // keys pressed before this script ran are lost; tests (and curious users) can see when it is ready
  document.documentElement.setAttribute("data-ready", "1");
})();
