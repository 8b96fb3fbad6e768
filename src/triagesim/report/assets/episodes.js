// The episode list: sort by any column, filter by text and by mark (correct / under / over / not scored).
// Rows keep their data-index, which the viewer opens; nothing here builds markup from episode text.
(function () {
  "use strict";
  var table = document.getElementById("episode-list");
  if (!table) { return; }
  var body = table.tBodies[0];
  var rows = Array.prototype.slice.call(body.rows);
  var search = document.getElementById("episode-filter");
  var mark = document.getElementById("episode-mark");
  var count = document.getElementById("episode-count");

  function cellValue(row, column, kind) {
    var cell = row.cells[column];
    var raw = cell.hasAttribute("data-value") ? cell.getAttribute("data-value") : cell.textContent;
    if (kind !== "number") { return raw.toLowerCase(); }
    var number = parseFloat(raw);
    return isNaN(number) ? null : number;  // n/a sorts last, whichever the direction
  }

  function sortBy(header, column) {
    var kind = header.getAttribute("data-sort");
    var ascending = header.getAttribute("aria-sort") !== "ascending";
    Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th) { th.removeAttribute("aria-sort"); });
    header.setAttribute("aria-sort", ascending ? "ascending" : "descending");
    var keyed = rows.map(function (row, position) { return [cellValue(row, column, kind), position, row]; });
    keyed.sort(function (a, b) {
      if (a[0] === null || b[0] === null) { return a[0] === b[0] ? a[1] - b[1] : (a[0] === null ? 1 : -1); }
      if (a[0] < b[0]) { return ascending ? -1 : 1; }
      if (a[0] > b[0]) { return ascending ? 1 : -1; }
      return a[1] - b[1];  // stable: ties keep their order
    });
    keyed.forEach(function (item) { body.appendChild(item[2]); });
  }

  function filter() {
    var query = search ? search.value.toLowerCase() : "";
    var wanted = mark ? mark.value : "";
    var shown = 0;
    rows.forEach(function (row) {
      var keep = (!wanted || row.getAttribute("data-mark") === wanted) && row.textContent.toLowerCase().indexOf(query) >= 0;
      row.style.display = keep ? "" : "none";
      if (keep) { shown += 1; }
    });
    if (count) { count.textContent = shown === rows.length ? rows.length + " episodes" : shown + " of " + rows.length + " episodes"; }
  }

  Array.prototype.forEach.call(table.tHead.rows[0].cells, function (th, column) {
    var button = th.querySelector("button") || th;
    button.addEventListener("click", function () { sortBy(th, column); });
  });
  if (search) { search.addEventListener("input", filter); }
  if (mark) { mark.addEventListener("change", filter); }
  // "all N under-triaged episodes in the list" on the first screen: the list, filtered to that mark
  Array.prototype.forEach.call(document.querySelectorAll("[data-show-mark]"), function (link) {
    link.addEventListener("click", function () {
      if (mark) { mark.value = link.getAttribute("data-show-mark"); }
      if (search) { search.value = ""; }
      filter();
    });
  });
  filter();
})();
