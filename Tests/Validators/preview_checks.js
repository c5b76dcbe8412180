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
  const target = figures.find(f => sized(f) && f.dataset.android) || figures.find(sized);
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
    const css = document.querySelector("#platform-css .css-el");
    report.inspector.platforms = {
      shown: !document.getElementById("platforms").hidden,
      cssClass: target.dataset.cssClass,
      radii: css ? ["borderTopLeftRadius", "borderTopRightRadius", "borderBottomRightRadius", "borderBottomLeftRadius"]
        .map(k => getComputedStyle(css)[k]) : null,
      overlap: css ? Number(css.dataset.overlap) : null,
      text: document.getElementById("platform-overlap").textContent,
      notes: [...document.querySelectorAll("#platform-notes li")].map(li => li.textContent),
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
