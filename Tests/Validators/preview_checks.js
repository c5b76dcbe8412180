// Run by check_page.py on the preview page: what the page shows, then what it shows after
// each control is used, for PreviewBrowserTests to compare with the theme.
window.chamferReport = () => {
  const root = document.documentElement;
  // By style alone: asking for boxes would lay out every figure the page skips off screen.
  const visible = element => getComputedStyle(element).display !== "none";
  const figures = [...document.querySelectorAll("figure[data-name]")];
  // One entry per figure, in page order: the captions that show, joined.
  const captions = () => figures.map(f => [...f.querySelectorAll(".words")].filter(visible).map(e => e.textContent).join(" | "));
  const colors = () => ({
    page: getComputedStyle(document.body).backgroundColor,
    tile: figures.length ? getComputedStyle(figures[0]).backgroundColor : null,
    ink: getComputedStyle(document.body).color,
  });
  const report = {
    names: figures.map(f => f.dataset.name),
    drawings: figures.map(f => f.querySelectorAll("svg path").length),
    before: captions(),
    colors: colors(),
    prefersDark: matchMedia("(prefers-color-scheme: dark)").matches,
  };
  const swap = document.getElementById("swap");
  swap.click();
  report.swapped = captions();
  swap.click();
  report.back = captions();
  // The inspector, on the first component with a corner that has a size.
  const corners = JSON.parse(document.getElementById("corner-data").textContent);
  const sized = f => f.closest(".grid:not(.small)") && f.dataset.corners.split(" ").some(k => k && corners[k].r > 0);
  // A component Android draws differently if there is one, else any with a sized corner.
  const target = figures.find(f => sized(f) && f.dataset.circular) || figures.find(sized);
  if (target) {
    target.click();
    const dialog = document.getElementById("inspector");
    report.inspector = {
      name: target.dataset.name,
      open: dialog.open,
      title: document.getElementById("inspector-title").textContent,
      words: document.getElementById("inspector-words").textContent,
      paths: [...document.querySelectorAll("#zoom path")].map(p => p.getAttribute("class")),
      legend: [...document.querySelectorAll("#inspector-legend li")].map(li => li.textContent),
      corners: [...document.querySelectorAll("#inspector-corners button")].map(b => b.textContent),
      size: (() => { const r = document.getElementById("zoom").getBoundingClientRect(); return [r.width, r.height]; })(),
    };
    const css = document.querySelector("#platform-row .css-el");
    report.inspector.platforms = {
      shown: !document.getElementById("platforms").hidden,
      cssClass: target.dataset.cssClass,
      radii: css ? ["borderTopLeftRadius", "borderTopRightRadius", "borderBottomRightRadius", "borderBottomLeftRadius"]
        .map(k => getComputedStyle(css)[k]) : null,
      overlap: css ? Number(css.dataset.overlap) : null,
      text: document.querySelector("#platform-row .overlap").textContent,
      notes: [...document.querySelectorAll("#platform-row li")].map(li => li.textContent),
    };
    document.getElementById("inspector-close").click();
    report.inspector.closed = !dialog.open;
  }
  // The css target's stylesheet on the page: the radii it gives each component's class.
  const probe = document.createElement("div");
  document.body.appendChild(probe);
  report.cssRadii = figures.filter(f => f.dataset.cssClass).map(f => {
    const element = document.createElement("div");
    element.className = f.dataset.cssClass;
    probe.appendChild(element);
    const style = getComputedStyle(element);
    return [f.dataset.name, style.borderTopLeftRadius, style.borderTopRightRadius, style.borderBottomRightRadius, style.borderBottomLeftRadius];
  });
  probe.remove();
  // What each platform draws: the page's own layout script against the geometry drawn
  // from Swift, then every row with the Platforms switch on.
  const api = window.chamferPreview;
  const numbers = d => (d.match(/-?\d+(\.\d+)?(e-?\d+)?/g) || []).map(Number);
  const letters = d => d.replace(/[-\d.e ]/g, "");
  const drawnPath = f => [...f.querySelector('[data-curves="actual"]').querySelectorAll("path")].find(p => !p.closest("defs")).getAttribute("d");
  report.layoutMismatches = api.rowFigures.map(f => {
    const [w, h] = f.dataset.size.split(" ").map(Number);
    const swift = drawnPath(f), script = api.geometry(JSON.parse(f.dataset.geometry), w, h, false);
    const a = numbers(swift), b = numbers(script);
    const same = letters(swift) === letters(script) && a.length === b.length && a.every((v, i) => Math.abs(v - b[i]) <= 0.002);
    return same ? null : [f.dataset.name, swift, script];
  }).filter(Boolean);
  const platformsSwitch = document.getElementById("platforms-switch");
  platformsSwitch.click();
  const radii = element => ["borderTopLeftRadius", "borderTopRightRadius", "borderBottomRightRadius", "borderBottomLeftRadius"].map(k => getComputedStyle(element)[k]);
  const shapes = element => ["cornerTopLeftShape", "cornerTopRightShape", "cornerBottomRightShape", "cornerBottomLeftShape"].map(k => getComputedStyle(element)[k]);
  const started = performance.now();
  // A page of thousands of shapes: the first hundred rows, as scrolling would show them.
  report.rows = api.rowFigures.slice(0, 100).map(f => {
    const row = api.showRow(f, true);
    const css = row.querySelector(".css-el");
    const box = css.getBoundingClientRect();
    return {
      name: f.dataset.name,
      shown: getComputedStyle(row).display !== "none" && getComputedStyle(f.querySelector(".stage")).display === "none",
      cells: [...row.querySelectorAll(".cell")].map(c => c.dataset.platform),
      differs: [...row.querySelectorAll(".cell.differs")].map(c => c.dataset.platform),
      ghosts: row.querySelectorAll(".ghost").length,
      radii: radii(css),
      cornerShapes: shapes(css),
      size: [box.width, box.height],
      overlap: Number(css.dataset.overlap),
      overlapText: row.querySelector(".overlap").textContent,
      notes: [...row.querySelectorAll("li")].map(li => li.textContent),
    };
  });
  report.rowsMilliseconds = performance.now() - started;
  // Resizing by the handle: a capsule, a circle and a percentage, each dragged wider
  // and taller; every drawing in the row is laid out again at the new size.
  const spec = f => JSON.parse(f.dataset.geometry);
  const capsule = api.rowFigures.find(f => spec(f).k === "rectangle" && !spec(f).a.length && spec(f).c.every(c => c[0] === 0.5 && c[1] === 1));
  const circle = api.rowFigures.find(f => spec(f).k === "circle");
  const percent = api.rowFigures.find(f => spec(f).k === "rectangle" && spec(f).c.some(c => c[1] === 1 && c[0] !== 0.5 && c[0] > 0));
  report.resized = [capsule, circle, percent].filter(Boolean).map(f => {
    const row = f.querySelector(".platform-row");
    const grip = row.querySelector(".grip");
    const before = row.row.size.slice();
    const at = grip.getBoundingClientRect();
    const pointer = (type, dx, dy) => grip.dispatchEvent(new PointerEvent(type, { bubbles: true, cancelable: true, pointerId: 1, clientX: at.left + dx, clientY: at.top + dy }));
    pointer("pointerdown", 0, 0);
    pointer("pointermove", 40, 10);
    pointer("pointermove", 90, 30);
    pointer("pointerup", 90, 30);
    const path = row.querySelector('[data-platform="chamfer"] path');
    const box = path.getBBox();
    const css = row.querySelector(".css-el").getBoundingClientRect();
    const arcs = [...path.getAttribute("d").matchAll(/A(-?[\d.]+) (-?[\d.]+)/g)].map(m => Number(m[1]));
    return {
      name: f.dataset.name, kind: f.dataset.kind, before, after: row.row.size.slice(),
      bbox: [box.x, box.y, box.width, box.height], cssSize: [css.width, css.height], arcs,
      android: row.querySelector('[data-platform="android"] path').getBBox().width,
      overlap: Number(row.querySelector(".css-el").dataset.overlap),
      sizeText: row.querySelector(".size").textContent,
    };
  });
  platformsSwitch.click();
  report.platformsOff = getComputedStyle(api.rowFigures[0].querySelector(".platform-row")).display;
  // The play control pauses the animations of its section and starts them again.
  const play = document.querySelector(".play");
  if (play) {
    const svg = play.closest("h2").nextElementSibling.querySelector("svg");
    play.click();
    const paused = [play.textContent, svg.animationsPaused()];
    play.click();
    report.play = paused.concat([play.textContent, svg.animationsPaused()]);
  }
  // The appearance switch: light, then dark, then back to the system's.
  const button = document.getElementById("appearance");
  button.click();
  report.light = { label: button.textContent, colors: colors() };
  button.click();
  report.dark = { label: button.textContent, colors: colors() };
  button.click();
  report.system = { label: button.textContent };
  // Content insets everywhere with their switch.
  const insets = document.getElementById("insets");
  const outline = () => { const c = document.querySelector(".content"); return c ? getComputedStyle(c).outlineColor : null; };
  report.insetOutline = [outline()];
  insets.click();
  report.insetOutline.push(outline());
  return report;
};
