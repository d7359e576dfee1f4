// The rule index: hide the rows whose characteristic or severity is not the one selected.
function filterRules() {
  const table = document.getElementById("rule-table");
  if (!table) return;
  const selects = document.querySelectorAll("select[data-filter]");
  let shown = 0;
  for (const row of table.tBodies[0].rows) {
    let visible = true;
    for (const select of selects) {
      if (select.value && row.dataset[select.dataset.filter] !== select.value) visible = false;
    }
    row.hidden = !visible;
    if (visible) shown += 1;
  }
  const count = document.getElementById("rule-count");
  if (count) count.textContent = `${shown} of ${table.tBodies[0].rows.length} rules`;
}

document.addEventListener("change", (event) => {
  if (event.target.matches("select[data-filter]")) filterRules();
});
document.addEventListener("DOMContentLoaded", filterRules);
