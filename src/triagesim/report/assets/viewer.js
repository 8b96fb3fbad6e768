// Transcript viewer: builds one episode's panel from the JSON embedded in the page.
// Text goes in through textContent only, so nothing in a transcript can become markup.
(function () {
  "use strict";
  var episodes = JSON.parse(document.getElementById("episodes-data").textContent);
  var viewer = document.getElementById("viewer");
  var SVG = "http://www.w3.org/2000/svg";

  function el(tag, attrs, text) {
    var node = document.createElement(tag);
    if (attrs) { Object.keys(attrs).forEach(function (k) { node.setAttribute(k, attrs[k]); }); }
    if (text !== undefined && text !== null) { node.textContent = String(text); }
    return node;
  }
  function svg(tag, attrs) {
    var node = document.createElementNS(SVG, tag);
    Object.keys(attrs).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    return node;
  }
  function keyOf(ep) { return ep.run + "/" + ep.run_id; }

  function chart(steps) {
    // Level (1 at the top) and confidence (0..1) at each nurse step.
    var w = 420, h = 150, left = 30, right = 30, top = 10, bottom = 22;
    var box = svg("svg", { width: w, height: h, viewBox: "0 0 " + w + " " + h, role: "img", "aria-label": "level and confidence per step", id: "step-chart" });
    var n = Math.max(steps.length - 1, 1);
    function x(i) { return left + (w - left - right) * i / n; }
    function yLevel(l) { return top + (h - top - bottom) * (l - 1) / 4; }
    function yConf(c) { return top + (h - top - bottom) * (1 - c); }
    for (var l = 1; l <= 5; l++) {
      box.appendChild(svg("line", { x1: left, x2: w - right, y1: yLevel(l), y2: yLevel(l), stroke: "#e4e8ee" }));
      var label = svg("text", { x: 4, y: yLevel(l) + 4, "font-size": 10, fill: "#1d3557" }); label.textContent = "L" + l; box.appendChild(label);
    }
    var c1 = svg("text", { x: w - right + 4, y: yConf(1) + 4, "font-size": 10, fill: "#e76f51" }); c1.textContent = "1.0"; box.appendChild(c1);
    var c0 = svg("text", { x: w - right + 4, y: yConf(0) + 4, "font-size": 10, fill: "#e76f51" }); c0.textContent = "0.0"; box.appendChild(c0);
    var levelPts = [], confPts = [];
    steps.forEach(function (s, i) {
      if (typeof s.triage === "number") { levelPts.push(x(i) + "," + yLevel(s.triage)); }
      if (typeof s.confidence === "number") { confPts.push(x(i) + "," + yConf(s.confidence)); }
    });
    box.appendChild(svg("polyline", { points: levelPts.join(" "), fill: "none", stroke: "#1d3557", "stroke-width": 2, "class": "level-line" }));
    box.appendChild(svg("polyline", { points: confPts.join(" "), fill: "none", stroke: "#e76f51", "stroke-width": 1.5, "stroke-dasharray": "4 3", "class": "confidence-line" }));
    var axis = svg("text", { x: left, y: h - 6, "font-size": 10, fill: "#6b7585" });
    axis.textContent = "nurse step →   (solid: level, dashed: confidence)"; box.appendChild(axis);
    return box;
  }

  function highlight(evidence, fact) {
    Array.prototype.forEach.call(viewer.querySelectorAll(".highlight"), function (n) { n.classList.remove("highlight"); });
    Array.prototype.forEach.call(viewer.querySelectorAll(".fact.selected"), function (n) { n.classList.remove("selected"); });
    if (fact) { fact.classList.add("selected"); }
    var targets = viewer.querySelectorAll('[data-evidence="' + evidence.replace(/"/g, "") + '"]');
    Array.prototype.forEach.call(targets, function (n) { n.classList.add("highlight"); });
    if (targets.length && targets[0].scrollIntoView) { targets[0].scrollIntoView({ block: "nearest" }); }
  }

  function dialogue(ep) {
    var box = el("div", { id: "transcript" });
    var k = 0;
    ep.history.forEach(function (ev) {
      if ((ev.actor === "nurse" || ev.actor === "patient") && typeof ev.utterance === "string") {
        var who = ev.actor === "patient" && ev.speaker ? ev.speaker : ev.actor;
        var attrs = { "class": "utt " + who, "data-turn": ev.turn };
        if (ev.actor === "patient") { attrs["data-evidence"] = "u" + ev.turn; }
        var line = el("div", attrs);
        var head = "turn " + ev.turn + " · " + who + (ev.actor === "nurse" && ev.triage ? " · level " + ev.triage : "");
        line.appendChild(el("div", { "class": "who" }, head));
        line.appendChild(el("div", { "class": "text" }, ev.utterance));
        var link = ep.audio && ep.audio[k];
        if (link) { line.appendChild(el("audio", { controls: "", preload: "none", src: link })); }
        k += 1;
        box.appendChild(line);
      } else if (ev.event === "vital") {
        box.appendChild(el("div", { "class": "event", "data-evidence": "v-" + ev.name }, "vital " + ev.name + " = " + (ev.value === null ? "not recorded" : ev.value)));
      } else if (ev.event === "red_flag") {
        box.appendChild(el("div", { "class": "event" }, "red flags logged: " + (ev.flags || []).join(", ")));
      } else if (ev.event === "refusal") {
        box.appendChild(el("div", { "class": "event" }, "refused (" + ev.target + "): " + ev.reason));
      } else if (ev.event === "triage_end") {
        box.appendChild(el("div", { "class": "event" }, "final level " + ev.triage));
      }
    });
    return box;
  }

  function beliefs(ep) {
    var box = el("div", { id: "belief" });
    var belief = ep.belief || {};
    var suspect = {};  // "slot/index" -> why the value fails its sanity check (report/sanity.py)
    (ep.suspect || []).forEach(function (s) { suspect[s.slot + "/" + s.index] = s.reason; });
    Object.keys(belief).forEach(function (slot) {
      var items = belief[slot];
      // slot lists of {value, source, turn, ...}; the "evidence" store itself is what facts point at
      if (!Array.isArray(items) || !items.length || typeof items[0] !== "object" || !("value" in items[0])) { return; }
      box.appendChild(el("h4", null, slot.replace(/_/g, " ")));
      var list = el("ul", { "class": "facts" });
      items.forEach(function (item, index) {
        var text = String(item.value) + " — " + (item.source || "?") + ", turn " + item.turn +
          (typeof item.certainty === "number" ? ", certainty " + item.certainty : "");
        var why = suspect[slot + "/" + index];
        var li = el("li", { "class": "fact" + (item.polarity && item.polarity !== "present" ? " absent" : "") + (why ? " suspect" : ""), "data-source": item.evidence_id || "" }, text);
        if (item.evidence) { li.title = "evidence: " + item.evidence; }
        if (why) { li.appendChild(el("span", { "class": "suspect-why" }, "⚠ fails a sanity check: " + why)); }
        li.addEventListener("click", function () { highlight(item.evidence_id || ("u" + item.turn), li); });
        list.appendChild(li);
      });
      box.appendChild(list);
    });
    if (Array.isArray(belief.vitals_known)) {
      box.appendChild(el("h4", null, "vitals known"));
      var vitals = el("ul", { "class": "facts" });
      belief.vitals_known.forEach(function (name) {
        var value = belief.vitals ? belief.vitals[name] : undefined;
        var li = el("li", { "class": "fact", "data-source": "v-" + name }, name + (value !== undefined ? " = " + value : ""));
        li.addEventListener("click", function () { highlight("v-" + name, li); });
        vitals.appendChild(li);
      });
      box.appendChild(vitals);
    }
    return box;
  }

  function table(rows) {
    var t = el("table");
    rows.forEach(function (r) { var tr = el("tr"); tr.appendChild(el("th", null, r[0])); tr.appendChild(el("td", null, r[1])); t.appendChild(tr); });
    return t;
  }

  function open(index) {
    var ep = episodes[index];
    if (!ep) { return; }
    viewer.textContent = "";
    viewer.classList.add("shown");
    Array.prototype.forEach.call(document.querySelectorAll("#episode-list tr.open"), function (n) { n.classList.remove("open"); });
    var row = document.querySelector('#episode-list tr[data-index="' + index + '"]');
    if (row) { row.classList.add("open"); }
    var truth = ep.ground_truth || {};
    viewer.appendChild(el("h2", null, "Episode " + ep.run_id + " (" + ep.run + ")"));
    var verdict = el("p", null, "true level " + ep.truth + ", assigned " + ep.prediction + " · end: " + ep.end_reason + " · case " + ep.case_id);
    verdict.className = ep.truth === ep.prediction ? "good" : "bad";
    viewer.appendChild(verdict);
    if ((ep.suspect || []).length) {
      viewer.appendChild(el("p", { "class": "bad", id: "suspect-note" }, ep.suspect.length + " belief value" +
        (ep.suspect.length > 1 ? "s fail" : " fails") + " a sanity check (marked ⚠ below): the extractor may have misread the reply"));
    }
    var grid = el("div", { "class": "viewer-grid" });
    var leftCol = el("div"), rightCol = el("div");
    leftCol.appendChild(el("h3", null, "Dialogue"));
    leftCol.appendChild(dialogue(ep));
    rightCol.appendChild(el("h3", null, "Nurse level and confidence per step"));
    rightCol.appendChild(chart(ep.steps || []));
    rightCol.appendChild(el("h3", null, "Belief state (click a fact to see where it came from)"));
    rightCol.appendChild(beliefs(ep));
    rightCol.appendChild(el("h3", null, "Red-flag log"));
    rightCol.appendChild(table((ep.red_flags || []).map(function (f) { return ["turn " + f.turn + ", step " + f.step, f.flag]; })));
    var steps = ep.steps || [];
    rightCol.appendChild(el("h3", null, "Final explanation"));
    rightCol.appendChild(el("pre", { "class": "explanation", id: "final-explanation" }, steps.length ? steps[steps.length - 1].explanation : ""));
    var cites = ep.final_cites_decisive === null || ep.final_cites_decisive === undefined ? "n/a" : (ep.final_cites_decisive ? "yes" : "no");
    rightCol.appendChild(table([
      ["cites decisive evidence", cites + " (" + (ep.decisive || []).join(", ") + ")"],
      ["steps with hallucinated evidence", (ep.hallucinated || []).map(function (h) { return "step " + h.step + ": " + h.vitals.concat(h.findings).join(", "); }).join("; ") || "none"]
    ]));
    rightCol.appendChild(el("h3", null, "Ground truth"));
    rightCol.appendChild(table([
      ["acuity", truth.acuity], ["chief complaint", truth.chief_complaint], ["age / sex", truth.age + " / " + truth.sex],
      ["expert red flags", (truth.expert_red_flags || []).join(", ")],
      ["justification", truth.justification ? (truth.justification[ep.algorithm] || JSON.stringify(truth.justification)) : ""]
    ]));
    grid.appendChild(leftCol); grid.appendChild(rightCol);
    viewer.appendChild(grid);
    if (history.replaceState) { history.replaceState(null, "", "#episode=" + encodeURIComponent(keyOf(ep))); }
  }

  Array.prototype.forEach.call(document.querySelectorAll("#episode-list tbody tr"), function (tr) {
    tr.addEventListener("click", function () { open(Number(tr.getAttribute("data-index"))); viewer.scrollIntoView(); });
  });
  // "#episode=<run>/<run id>": on load (a shared link) and on a click of a link to it (the worst misses)
  function openFromHash(scroll) {
    var match = /^#episode=(.+)$/.exec(location.hash);
    if (!match) { return; }
    var wanted = decodeURIComponent(match[1]);
    episodes.forEach(function (ep, i) { if (keyOf(ep) === wanted) { open(i); } });
    if (scroll && viewer.scrollIntoView) { viewer.scrollIntoView(); }
  }
  window.addEventListener("hashchange", function () { openFromHash(true); });
  openFromHash(false);
  window.triageViewer = { open: open, count: episodes.length };
})();
