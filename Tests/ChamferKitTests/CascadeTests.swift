import ChamferKit
import TestSupport
import Testing

/// The cascade of docs/format.md, one level and one kind of override at a time: the resolved
/// values, and the level and place (`file:line:column`) that set each of them.
@Suite struct CascadeTests {
  // MARK: - Levels

  @Test func withNothingElseEveryCornerIsSquareRoundedAndCircularFromBuiltInValues() throws {
    let theme = try resolve(
      """
      chamfer: 1
      name: A
      components:
        plain: { description: nothing of its own }
      """)
    let plain = try #require(theme.shape("plain"))
    #expect(plain.kind == .rectangle)
    for corner in plain.corners {
      #expect(corner.size == .zero)
      #expect(corner.family == .rounded)
      #expect(corner.curve == .circular)
      #expect(corner.smoothing == nil)
      for field in ProvenanceStep.Field.cornerFields {
        #expect(corner.level(field) == .builtIn)
        #expect(corner.source(field) == nil)
      }
    }
  }

  @Test func defaultsSetTheStartingFamilyCurveAndSmoothingOfEveryShape() throws {
    let theme = try resolve(
      """
      chamfer: 1
      name: A
      defaults:
        family: cut
        curve: continuous
        smoothing: 0.7
      components:
        plain: { description: nothing of its own }
      """)
    let plain = try #require(theme.shape("plain"))
    for corner in plain.corners {
      #expect(corner.size == .zero)
      #expect(corner.family == .cut)
      #expect(corner.curve == .continuous)
      #expect(corner.smoothing == 0.7)
      #expect(corner.level(.size) == .builtIn)
      #expect(corner.level(.family) == .defaults)
      #expect(corner.source(.family) == at(4, 11))
      #expect(corner.source(.curve) == at(5, 10))
      #expect(corner.source(.smoothing) == at(6, 14))
    }
  }

  @Test func aCategoryBringsTheScaleMetricItNames() throws {
    let theme = try resolve(
      """
      chamfer: 1
      name: A
      scale:
        small: 4
        medium: { size: 8, family: cut }
      categories:
        small: small
        medium: medium
      components:
        chip: { category: medium }
        button: { category: small }
      """)
    let chip = try #require(theme.shape("chip"))
    #expect(chip.sizes == ["8pt", "8pt", "8pt", "8pt"])
    #expect(chip.corners.allSatisfy { $0.family == .cut })
    #expect(chip[.topLeft].level(.size) == .categoryMetric(category: "medium", metric: "medium"))
    #expect(chip[.topLeft].source(.size) == at(5, 19))
    #expect(chip[.bottomLeft].source(.family) == at(5, 30))

    let button = try #require(theme.shape("button"))
    #expect(button.sizes == ["4pt", "4pt", "4pt", "4pt"])
    #expect(button[.topRight].family == .rounded)
    #expect(button[.topRight].level(.size) == .categoryMetric(category: "small", metric: "small"))
    #expect(button[.topRight].source(.size) == at(4, 10))

    // The category on its own names the metric as its own level.
    let category = try #require(theme.shape("categories.medium"))
    #expect(category.sizes == ["8pt", "8pt", "8pt", "8pt"])
    #expect(category[.topLeft].level(.size) == .metric("medium"))
  }

  @Test func aCategorysOwnFieldsWinOverItsMetricAndACornersListSquaresTheOthers() throws {
    let theme = try resolve(
      """
      chamfer: 1
      name: A
      scale:
        large: 16
      categories:
        large: { shape: large, family: cut, corners: [topLeft, topRight] }
      components:
        sheet: { category: large }
      """)
    let sheet = try #require(theme.shape("sheet"))
    #expect(sheet.sizes == ["16pt", "16pt", "0pt", "0pt"])
    #expect(sheet.corners.allSatisfy { $0.family == .cut })
    #expect(sheet[.topLeft].level(.size) == .categoryMetric(category: "large", metric: "large"))
    #expect(sheet[.topLeft].source(.size) == at(4, 10))
    #expect(sheet[.topLeft].level(.family) == .category("large"))
    #expect(sheet[.topLeft].source(.family) == at(6, 34))
    // Squared by the list: the category level, pointing at the list.
    #expect(sheet[.bottomRight].level(.size) == .category("large"))
    #expect(sheet[.bottomRight].source(.size) == at(6, 48))
    #expect(
      sheet[.bottomRight].steps(.size).map(\.value) == ["0pt", "16pt", "0pt (not in 'corners')"])
  }

  @Test func aComponentsFieldsWinOverItsCategory() throws {
    let theme = try resolve(
      """
      chamfer: 1
      name: A
      scale:
        small: 4
      categories:
        small: small
      components:
        chip: { category: small, family: cut, size: 6 }
        tab: { size: 3 }
      """)
    let chip = try #require(theme.shape("chip"))
    #expect(chip.sizes == ["6pt", "6pt", "6pt", "6pt"])
    #expect(chip.corners.allSatisfy { $0.family == .cut && $0.curve == .circular })
    #expect(
      chip[.bottomLeft].steps(.size).map(\.level) == [
        .builtIn, .categoryMetric(category: "small", metric: "small"), .component("chip"),
      ])
    #expect(chip[.bottomLeft].source(.size) == at(8, 47))
    #expect(chip[.bottomLeft].source(.family) == at(8, 36))

    // Neither shape nor category: square corners from the defaults, then its own size.
    let tab = try #require(theme.shape("tab"))
    #expect(tab.sizes == ["3pt", "3pt", "3pt", "3pt"])
    #expect(tab[.topLeft].steps(.size).map(\.level) == [.builtIn, .component("tab")])
    #expect(tab[.topLeft].source(.size) == at(9, 16))
  }

  @Test func aVariantsFieldsWinOverItsComponentAndKeepTheRest() throws {
    let theme = try resolve(
      """
      chamfer: 1
      name: A
      scale:
        small: 4
      components:
        button:
          shape: small
          family: cut
          variants:
            pressed: { size: 8 }
      """)
    let button = try #require(theme.shape("button"))
    #expect(button.sizes == ["4pt", "4pt", "4pt", "4pt"])
    #expect(button[.topLeft].level(.size) == .metric("small"))
    #expect(button[.topLeft].source(.size) == at(4, 10))

    let pressed = try #require(theme.shape("button.pressed"))
    #expect(pressed.sizes == ["8pt", "8pt", "8pt", "8pt"])
    #expect(pressed.corners.allSatisfy { $0.family == .cut })
    #expect(pressed[.topLeft].level(.size) == .variant(component: "button", variant: "pressed"))
    #expect(pressed[.topLeft].source(.size) == at(10, 24))
    #expect(pressed[.topLeft].level(.family) == .component("button"))
    #expect(pressed[.topLeft].source(.family) == at(8, 13))
  }

  @Test func aVariantThatNamesAShapeAppliesItAtTheVariantLevelAndKeepsTheComponentsCurve() throws {
    let theme = try resolve(
      """
      chamfer: 1
      name: A
      scale:
        square: 0
        medium: 8
        soft: { size: 12, curve: circular }
      categories:
        medium: medium
      components:
        dialog:
          category: medium
          curve: continuous
          variants:
            fullscreen: { shape: square }
            rounder: { shape: soft }
            nudged: { shape: square, size: 2 }
      """)
    let dialog = try #require(theme.shape("dialog"))
    #expect(dialog.sizes == ["8pt", "8pt", "8pt", "8pt"])
    #expect(dialog.corners.allSatisfy { $0.curve == .continuous && $0.smoothing == 0.6 })

    let fullscreen = try #require(theme.shape("dialog.fullscreen"))
    #expect(fullscreen.sizes == ["0pt", "0pt", "0pt", "0pt"])
    #expect(fullscreen.corners.allSatisfy { $0.curve == .continuous })
    let corner = fullscreen[.bottomRight]
    #expect(
      corner.level(.size)
        == .variantMetric(component: "dialog", variant: "fullscreen", metric: "square"))
    #expect(corner.source(.size) == at(4, 11))
    #expect(corner.level(.curve) == .component("dialog"))
    #expect(corner.source(.curve) == at(12, 12))

    // The metric's own fields count as the variant's: its curve replaces the dialog's.
    let rounder = try #require(theme.shape("dialog.rounder"))
    #expect(rounder.sizes == ["12pt", "12pt", "12pt", "12pt"])
    #expect(rounder.corners.allSatisfy { $0.curve == .circular && $0.smoothing == nil })
    #expect(rounder[.topLeft].source(.curve) == at(6, 28))

    // Then the variant's own fields.
    let nudged = try #require(theme.shape("dialog.nudged"))
    #expect(nudged.sizes == ["2pt", "2pt", "2pt", "2pt"])
    #expect(nudged[.topLeft].level(.size) == .variant(component: "dialog", variant: "nudged"))
  }

  // MARK: - Kinds of override

  @Test func aPerCornerMappingSetsEachCornersOwnFieldsAfterTheWholeShapeFields() throws {
    let theme = try resolve(
      """
      chamfer: 1
      name: A
      components:
        tab:
          size: 8
          corners:
            topLeft: { size: 12, family: cut, curve: continuous, smoothing: 0.9 }
            bottomRight: 2
        flipped: { corners: { topLeft: 2 }, size: 8 }
      """)
    let tab = try #require(theme.shape("tab"))
    #expect(tab.sizes == ["12pt", "8pt", "2pt", "8pt"])
    let topLeft = tab[.topLeft]
    #expect(topLeft.family == .cut)
    #expect(topLeft.curve == .continuous)
    #expect(topLeft.smoothing == 0.9)
    #expect(topLeft.steps(.size).map(\.location?.description) == [nil, at(5, 11), at(7, 24)])
    #expect(topLeft.source(.family) == at(7, 36))
    #expect(topLeft.source(.curve) == at(7, 48))
    #expect(topLeft.source(.smoothing) == at(7, 71))
    #expect(tab[.topRight].family == .rounded)
    #expect(tab[.topRight].smoothing == nil)
    #expect(tab[.bottomRight].source(.size) == at(8, 20))

    // Written before `size`, the mapping still applies after it.
    let flipped = try #require(theme.shape("flipped"))
    #expect(flipped.sizes == ["2pt", "8pt", "8pt", "8pt"])
  }

  @Test func aCornersListShapesOnlyTheListedCornersAndALaterLevelCanShapeTheOthers() throws {
    let theme = try resolve(
      """
      chamfer: 1
      name: A
      components:
        tab:
          size: 8
          family: cut
          corners: [topLeft, bottomRight]
          variants:
            open: { corners: { bottomLeft: 4 } }
      """)
    let tab = try #require(theme.shape("tab"))
    #expect(tab.sizes == ["8pt", "0pt", "8pt", "0pt"])
    #expect(tab.corners.allSatisfy { $0.family == .cut })
    #expect(tab[.topRight].source(.size) == at(7, 14))
    #expect(tab[.topRight].level(.size) == .component("tab"))

    let open = try #require(theme.shape("tab.open"))
    #expect(open.sizes == ["8pt", "0pt", "8pt", "4pt"])
    #expect(open[.bottomLeft].source(.size) == at(9, 38))
  }

  @Test func sizeReferencesFollowChainsOfMetrics() throws {
    let theme = try resolve(
      """
      chamfer: 1
      name: A
      scale:
        base: 6
        small: "{scale.base}"
        medium: "{scale.small}"
        pill: full
      components:
        card: { shape: medium }
        chip: { size: "{scale.small}" }
        fab: { size: "{scale.pill}" }
      """)
    #expect(theme.shape("scale.medium")?.sizes == ["6pt", "6pt", "6pt", "6pt"])
    let card = try #require(theme.shape("card"))
    #expect(card.sizes == ["6pt", "6pt", "6pt", "6pt"])
    #expect(card[.topLeft].level(.size) == .metric("medium"))
    #expect(card[.topLeft].source(.size) == at(6, 11))
    #expect(card[.topLeft].steps(.size).last?.value == "6pt from {scale.small}")

    let chip = try #require(theme.shape("chip"))
    #expect(chip.sizes == ["6pt", "6pt", "6pt", "6pt"])
    #expect(chip[.topLeft].level(.size) == .component("chip"))
    #expect(chip[.topLeft].source(.size) == at(10, 17))

    #expect(theme.shape("fab")?.sizes == ["50%", "50%", "50%", "50%"])
  }

  @Test func remSizesBecomePointsWithTheRemBase() throws {
    let theme = try resolve(
      """
      chamfer: 1
      name: A
      defaults:
        remBase: 10
      scale:
        small: 0.5rem
      components:
        card: { shape: small }
        sheet: { size: 1.5rem }
      """)
    #expect(theme.shape("card")?.sizes == ["5pt", "5pt", "5pt", "5pt"])
    #expect(theme.shape("card")?[.topLeft].steps(.size).last?.value == "0.5rem = 5pt")
    #expect(theme.shape("sheet")?.sizes == ["15pt", "15pt", "15pt", "15pt"])

    let standard = try resolve(
      "chamfer: 1\nname: A\ncomponents:\n  card: { size: 1.5rem }\n")
    #expect(standard.shape("card")?.sizes == ["24pt", "24pt", "24pt", "24pt"])
  }

  @Test func pointsDpPxAndPercentagesAreKeptAsWrittenAndFullIsFiftyPercent() throws {
    let theme = try resolve(
      """
      chamfer: 1
      name: A
      components:
        a: { size: 8 }
        b: { size: 8pt }
        c: { size: 8dp }
        d: { size: 8px }
        e: { size: 25% }
        fab: { size: full }
      """)
    for name in ["a", "b", "c", "d"] {
      #expect(theme.shape(name)?.corners.map(\.size) == Array(repeating: .points(8), count: 4))
    }
    #expect(theme.shape("e")?.corners.map(\.size) == Array(repeating: .percent(25), count: 4))
    let fab = try #require(theme.shape("fab"))
    #expect(fab.kind == .rectangle)
    #expect(fab.corners.map(\.size) == Array(repeating: Size.full, count: 4))
    #expect(Size.full == Size(50, .percent))
    #expect(Size.full.fraction == 0.5)
  }

  @Test func aCircleHasFourFiftyPercentRoundedCircularCornersWhateverTheDefaults() throws {
    let theme = try resolve(
      """
      chamfer: 1
      name: A
      defaults: { family: cut, curve: continuous }
      scale:
        small: 4
      components:
        avatar:
          shape: circle
          variants:
            square: { shape: small }
      """)
    let avatar = try #require(theme.shape("avatar"))
    #expect(avatar.kind == .circle)
    for corner in avatar.corners {
      #expect(corner.size == .full)
      #expect(corner.family == .rounded)
      #expect(corner.curve == .circular)
      #expect(corner.smoothing == nil)
      #expect(corner.level(.size) == .component("avatar"))
      #expect(corner.source(.size) == at(8, 12))
    }
    // A variant that names a metric is a rectangle again.
    let square = try #require(theme.shape("avatar.square"))
    #expect(square.kind == .rectangle)
    #expect(square.sizes == ["4pt", "4pt", "4pt", "4pt"])
  }

  // MARK: - Layers

  static let base = """
    chamfer: 1
    name: Base
    defaults:
      family: cut
    scale:
      small: 4
      medium: { size: 8, family: rounded }
      large: 16
    components:
      card: { shape: medium, corners: [topLeft, topRight] }
      chip: { shape: small }
      sheet: { shape: large }
    """

  static let brand = """
    chamfer: 1
    name: Brand
    scale:
      small: 6
      medium: { curve: continuous }
      huge: 40
    components:
      card: { corners: [bottomLeft] }
      fab: { shape: huge }
    """

  @Test func laterLayerWinsKeyByKeyMergingMappingsAndReplacingLists() throws {
    let result = Pipeline.check([
      ThemeSource(path: "base.yaml", text: Self.base),
      ThemeSource(path: "brand.yaml", text: Self.brand),
    ])
    #expect(result.diagnostics.ignoringPlatformLimits.isEmpty, "\(result.diagnostics)")
    let theme = try #require(result.theme)
    #expect(theme.name == "Brand")
    #expect(theme.scale.map(\.name) == ["small", "medium", "large", "huge"])
    #expect(theme.components.map(\.name) == ["card", "chip", "sheet", "fab"])

    // A scalar replaced by the later layer: provenance points at the later file.
    let chip = try #require(theme.shape("chip"))
    #expect(chip.sizes == ["6pt", "6pt", "6pt", "6pt"])
    #expect(chip[.topLeft].source(.size) == "brand.yaml:4:10")

    // Mappings merge: size and family from the base, curve from the brand.
    let medium = try #require(theme.shape("scale.medium"))
    #expect(medium.sizes == ["8pt", "8pt", "8pt", "8pt"])
    #expect(medium[.topLeft].family == .rounded)
    #expect(medium[.topLeft].source(.family) == "base.yaml:7:30")
    #expect(medium[.topLeft].curve == .continuous)
    #expect(medium[.topLeft].source(.curve) == "brand.yaml:5:20")

    // Lists replace: only the brand's corner is shaped.
    let card = try #require(theme.shape("card"))
    #expect(card.sizes == ["0pt", "0pt", "0pt", "8pt"])
    #expect(card[.topLeft].source(.size) == "brand.yaml:8:20")

    // What the base alone sets still applies.
    #expect(theme.shape("scale.large")?[.topLeft].family == .cut)
    #expect(theme.shape("scale.large")?[.topLeft].source(.family) == "base.yaml:4:11")
    #expect(theme.shape("fab")?.sizes == ["40pt", "40pt", "40pt", "40pt"])
  }

  @Test func laterLayerWinsAndRemembersWhatItReplaced() throws {
    let (base, _) = YAMLReader().read(Self.base, file: "base.yaml")
    let (brand, _) = YAMLReader().read(Self.brand, file: "brand.yaml")
    let merged = try #require(base).merged(with: try #require(brand))
    guard case .mapping(let root) = merged, case .mapping(let scale)? = root["scale"],
      case .scalar(let small)? = scale["small"], case .scalar(let name)? = root["name"]
    else {
      Issue.record("the merged tree lost its shape")
      return
    }
    #expect(small.text == "6")
    #expect(small.location.description == "brand.yaml:4:10")
    #expect(
      small.replaced == [Located("4", at: FileLocation(file: "base.yaml", line: 6, column: 10))])
    #expect(name.text == "Brand")
    #expect(name.replaced.map(\.value) == ["Base"])
  }

  @Test func theNameComesFromTheLastLayerThatSetsIt() throws {
    let unnamed = "chamfer: 1\nscale:\n  small: 5\n"
    let result = Pipeline.check([
      ThemeSource(path: "base.yaml", text: Self.base),
      ThemeSource(path: "tweak.yaml", text: unnamed),
    ])
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(result.theme?.name == "Base")
    #expect(result.theme?.shape("chip")?.sizes == ["5pt", "5pt", "5pt", "5pt"])
  }

  @Test func extendsReadsFilesRelativeToTheFileThatNamesThemAndTheFileItselfWins() throws {
    let files = [
      "shared/base.yaml": """
      chamfer: 1
      name: Shared
      extends: foundation.yaml
      scale:
        small: 4
        medium: 8
      """,
      "shared/foundation.yaml": """
      chamfer: 1
      defaults: { family: cut }
      scale:
        square: 0
      """,
      "themes/parts/dense.yaml": """
      chamfer: 1
      scale:
        medium: 6
      """,
    ]
    let brand = """
      chamfer: 1
      name: Brand
      extends: [../shared/base.yaml, parts/dense.yaml]
      scale:
        small: 3
      components:
        card: { shape: medium }
        chip: { shape: small }
        divider: { shape: square }
      """
    let result = check([ThemeSource(path: "themes/brand.yaml", text: brand)], files: files)
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
    #expect(
      Set(result.sources.keys) == [
        "themes/brand.yaml", "shared/base.yaml", "shared/foundation.yaml",
        "themes/parts/dense.yaml",
      ])
    let theme = try #require(result.theme)
    #expect(theme.name == "Brand")
    #expect(theme.scale.map(\.name) == ["square", "small", "medium"])
    // The later entry of the list wins over the earlier one.
    #expect(theme.shape("card")?.sizes == ["6pt", "6pt", "6pt", "6pt"])
    #expect(theme.shape("card")?[.topLeft].source(.size) == "themes/parts/dense.yaml:3:11")
    // The file itself wins over everything it extends.
    #expect(theme.shape("chip")?[.topLeft].source(.size) == "themes/brand.yaml:5:10")
    // A file extended by an extended file is read relative to that file.
    #expect(theme.shape("divider")?[.topLeft].source(.family) == "shared/foundation.yaml:2:21")
  }

  @Test func extendsThatCannotBeReadOrGoRoundAreReportedWhereTheyAreWritten() {
    let files = [
      "a.yaml": "chamfer: 1\nname: A\nextends: b.yaml\n",
      "b.yaml": "chamfer: 1\nextends: a.yaml\n",
    ]
    let cycle = check([ThemeSource(path: "a.yaml", text: files["a.yaml"]!)], files: files)
    let reported = cycle.diagnostics.filter { $0.id == "load/extends-cycle" }
    #expect(reported.map(\.location?.description) == ["b.yaml:2:10"])
    #expect(reported.first?.message.hasSuffix("a.yaml → b.yaml → a.yaml") == true)

    let missing = check(
      [ThemeSource(path: "themes/a.yaml", text: "chamfer: 1\nname: A\nextends: [base.yaml]\n")],
      files: [:])
    #expect(missing.ids == ["load/missing-extends"])
    #expect(missing.diagnostics.first?.location?.description == "themes/a.yaml:3:11")
    #expect(missing.diagnostics.first?.message.contains("'themes/base.yaml'") == true)
  }
}

/// `alias`: a shape that takes a scale metric whole, for targets that keep references.
@Suite struct AliasTests {
  @Test func aShapeIsAnAliasOnlyWhenItNamesAMetricAndLooksExactlyLikeIt() throws {
    let result = check(
      """
      chamfer: 1
      name: A
      scale:
        small: 4
        large: 16
      categories:
        small: small
        large: { shape: large, corners: [topLeft, topRight] }
      components:
        card: { shape: large }
        chip:
          shape: small
          family: cut
          variants:
            plain: { shape: small }
            round: { family: rounded }
        fab: { size: "{scale.large}" }
      """)
    let theme = try #require(result.theme, "\(result.diagnostics)")
    #expect(theme.categories.map(\.alias) == ["small", nil])
    #expect(theme.component("card")?.alias == "large")
    #expect(theme.component("chip")?.alias == nil, "it adds a family")
    // `shape: small` inside a cut chip stays cut, so it is not the metric.
    #expect(theme.component("chip")?.variants.map(\.alias) == [nil, nil])
    #expect(theme.component("fab")?.alias == nil, "a size reference is not the whole shape")
  }
}
