extension TourViewerPage {
    /// The viewer's behaviour. `window.viewer` exposes the state so Scripts/test-viewer.sh can
    /// check what a key press did.
    static let script = #"""
        "use strict";
        const $ = (id) => document.getElementById(id);
        const SVG = "http://www.w3.org/2000/svg";
        const state = { step: 0, frame: 0, playing: null };

        // A callback fired between two captures belongs to the later frame: the first whose
        // virtual time is at or after the callback's.
        function frameOfTime(step, t) {
          const i = step.times.findIndex((time) => time >= t - 1e-9);
          return i < 0 ? step.times.length - 1 : i;
        }
        function kindOf(text) {
          if (/\.view(Will|Did)Appear/.test(text)) return "appear";
          if (/\.view(Will|Did)Disappear/.test(text)) return "disappear";
          return "other";
        }
        function el(tag, attrs, parent, ns) {
          const node = ns ? document.createElementNS(ns, tag) : document.createElement(tag);
          for (const [k, v] of Object.entries(attrs || {})) {
            if (k === "text") node.textContent = v; else node.setAttribute(k, v);
          }
          if (parent) parent.appendChild(node);
          return node;
        }
        const seconds = (t) => t.toFixed(3) + " s";

        function buildNav() {
          TOUR.steps.forEach((step, i) => {
            const b = el("button", { "data-step": i }, $("steps"));
            b.append(`${step.index}. ${step.name} `);
            el("small", { text: `${step.frames.length} fr · ${step.events.length} cb` }, b);
            b.addEventListener("click", () => show(i, 0));
          });
        }

        // The timeline: frames as ticks along the step's virtual time, callbacks as coloured
        // markers in lanes so their labels do not overlap.
        function drawTimeline(step) {
          const svg = $("timeline");
          svg.replaceChildren();
          const width = svg.clientWidth || 800, pad = 16, top = 20;
          const t0 = step.times[0] ?? 0;
          const t1 = Math.max(step.times[step.times.length - 1] ?? t0, ...step.events.map((e) => e.t));
          const x = (t) => pad + (t1 > t0 ? ((t - t0) / (t1 - t0)) * (width - 2 * pad) : 0);
          el("line", { class: "axis", x1: pad, x2: width - pad, y1: top, y2: top }, svg, SVG);
          step.times.forEach((t, i) => {
            el("line", { class: "frame", "data-frame": i, x1: x(t), x2: x(t), y1: top - 8, y2: top + 8 }, svg, SVG);
          });
          el("text", { x: pad, y: 12, text: "+0.000 s" }, svg, SVG);
          el("text", { x: width - pad, y: 12, "text-anchor": "end", text: "+" + seconds(t1 - t0) }, svg, SVG);
          const laneEnds = [];
          step.events.forEach((e, i) => {
            const ex = x(e.t);
            let lane = laneEnds.findIndex((end) => end < ex);
            if (lane < 0) { lane = laneEnds.length; laneEnds.push(0); }
            const label = e.text.length > 40 ? e.text.slice(0, 39) + "…" : e.text;
            laneEnds[lane] = ex + label.length * 6.6 + 12;
            const y = top + 22 + (lane % 8) * 15;
            const g = el("g", { class: `event ${kindOf(e.text)}`, "data-event": i }, svg, SVG);
            el("line", { x1: ex, x2: ex, y1: top, y2: y + 2 }, g, SVG);
            el("text", { x: ex + 3, y, text: label }, g, SVG);
            const tip = el("title", {}, g, SVG);
            tip.textContent = `${e.text} at +${seconds(e.t - t0)} (frame ${frameOfTime(step, e.t)})`;
          });
          svg.setAttribute("height", top + 40 + Math.min(laneEnds.length, 8) * 15);
          svg.onclick = (event) => {
            const box = svg.getBoundingClientRect();
            const t = t0 + ((event.clientX - box.left - pad) / (width - 2 * pad)) * (t1 - t0);
            let best = 0;
            step.times.forEach((time, i) => { if (Math.abs(time - t) < Math.abs(step.times[best] - t)) best = i; });
            show(state.step, best);
          };
        }

        function buildStep(step) {
          $("title").textContent = `${step.index}. ${step.name} (${step.device})`;
          const list = $("events");
          list.replaceChildren();
          const t0 = step.times[0] ?? 0;
          if (step.events.length === 0) el("li", { class: "pending", text: "(no callbacks in this step)" }, list);
          step.events.forEach((e) => {
            const li = el("li", {}, list);
            el("span", { class: "t", text: "+" + seconds(e.t - t0) }, li);
            li.append(e.text);
            li.addEventListener("click", () => show(state.step, frameOfTime(step, e.t)));
          });
          $("scrubber").max = Math.max(0, step.frames.length - 1);
          const links = $("links");
          links.replaceChildren();
          el("a", { href: step.apng, text: "animation (APNG)" }, links);
          el("a", { href: step.sheet, text: "contact sheet" }, links);
          el("a", { href: step.trace, text: "trace (text)" }, links);
          drawTimeline(step);
          document.querySelectorAll("nav button").forEach((b, i) => b.classList.toggle("current", i === state.step));
        }

        function show(stepIndex, frameIndex) {
          const stepChanged = stepIndex !== state.step || !$("title").textContent;
          state.step = Math.max(0, Math.min(TOUR.steps.length - 1, stepIndex));
          const step = TOUR.steps[state.step];
          if (stepChanged) buildStep(step);
          state.frame = Math.max(0, Math.min(step.frames.length - 1, frameIndex));
          const t = step.times[state.frame], t0 = step.times[0];
          $("frame").src = step.frames[state.frame];
          $("scrubber").value = state.frame;
          $("clock").textContent = "t = " + seconds(t);
          $("position").textContent = `frame ${state.frame + 1} of ${step.frames.length} · +${seconds(t - t0)} into the step`;
          const items = $("events").querySelectorAll("li");
          step.events.forEach((e, i) => {
            const f = frameOfTime(step, e.t);
            const cls = f === state.frame ? "now" : f < state.frame ? "fired" : "pending";
            if (items[i]) items[i].className = cls;
            const g = $("timeline").querySelector(`[data-event="${i}"]`);
            if (g) g.classList.toggle("pending", f > state.frame);
          });
          $("timeline").querySelectorAll(".frame").forEach((line, i) => line.classList.toggle("shown", i === state.frame));
          history.replaceState(null, "", `#step=${state.step + 1}&frame=${state.frame + 1}`);
        }

        function stop() {
          if (state.playing) clearTimeout(state.playing);
          state.playing = null;
          $("play").textContent = "▶";
        }
        // Plays at the virtual clock's pace: each frame stays up for the time to the next.
        function play() {
          const step = TOUR.steps[state.step];
          if (state.frame >= step.frames.length - 1) show(state.step, 0);
          $("play").textContent = "❚❚";
          const tick = () => {
            const s = TOUR.steps[state.step];
            if (state.frame >= s.frames.length - 1) return stop();
            const wait = (s.times[state.frame + 1] - s.times[state.frame]) * 1000;
            state.playing = setTimeout(() => { show(state.step, state.frame + 1); tick(); }, Math.max(16, wait));
          };
          tick();
        }

        document.addEventListener("keydown", (event) => {
          const by = event.shiftKey ? 10 : 1;
          const keys = {
            ArrowRight: () => show(state.step, state.frame + by),
            ArrowLeft: () => show(state.step, state.frame - by),
            ArrowDown: () => show(state.step + 1, 0),
            ArrowUp: () => show(state.step - 1, 0),
            Home: () => show(state.step, 0),
            End: () => show(state.step, Infinity),
            " ": () => (state.playing ? stop() : play()),
          };
          if (!keys[event.key]) return;
          event.preventDefault();
          if (event.key !== " ") stop();
          keys[event.key]();
        });
        $("scrubber").addEventListener("input", (event) => { stop(); show(state.step, Number(event.target.value)); });
        $("prev").addEventListener("click", () => { stop(); show(state.step, state.frame - 1); });
        $("next").addEventListener("click", () => { stop(); show(state.step, state.frame + 1); });
        $("play").addEventListener("click", () => (state.playing ? stop() : play()));
        window.addEventListener("resize", () => { drawTimeline(TOUR.steps[state.step]); show(state.step, state.frame); });

        buildNav();
        const wanted = /step=(\d+)(?:&frame=(\d+))?/.exec(location.hash);
        state.step = -1;
        show(wanted ? Number(wanted[1]) - 1 : 0, wanted && wanted[2] ? Number(wanted[2]) - 1 : 0);
        window.viewer = { state, show, steps: TOUR.steps, frameOfTime };

        """#
}
