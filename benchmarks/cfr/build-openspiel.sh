#!/usr/bin/env bash
# Builds the three OpenSpiel drivers of this folder against an OpenSpiel checkout, with Debian's
# abseil (apt-get install libabsl-dev nlohmann-json3-dev) in place of the copy OpenSpiel's own
# install script downloads. Usage: build-openspiel.sh OPEN_SPIEL_CHECKOUT OUT_DIR
# The checkout is copied to OUT_DIR and adapted there to abseil 20220623, which is older than the
# one OpenSpiel pins: absl::optional is spelled std::optional and absl::MutexLock takes a pointer.
set -euo pipefail
src=$(cd "$1" && pwd)
out=$2
here=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$out"
cp -r "$src/open_spiel" "$out/"
cd "$out"
ln -sfn /usr/include open_spiel/abseil-cpp
mkdir -p open_spiel/json/include
ln -sfn /usr/include/nlohmann open_spiel/json/include/nlohmann
sources="spiel.cc spiel_utils.cc game_parameters.cc policy.cc observer.cc action_view.cc
  simultaneous_move_game.cc games/leduc_poker/leduc_poker.cc games/kuhn_poker/kuhn_poker.cc
  algorithms/cfr.cc algorithms/external_sampling_mccfr.cc algorithms/tabular_exploitability.cc
  algorithms/best_response.cc algorithms/history_tree.cc algorithms/expected_returns.cc
  utils/usage_logging.cc utils/status.cc"
grep -rl 'absl::optional\|absl::nullopt\|MutexLock' open_spiel --include=*.h --include=*.cc \
  | xargs sed -i -E 's/absl::(optional|nullopt|make_optional)/std::\1/g;
      s/absl::MutexLock ([a-z_]+)\(([a-zA-Z_]+)\)/absl::MutexLock \1(\&\2)/g'
libs=$(ls /usr/lib/x86_64-linux-gnu/libabsl_*.so | sed 's#.*/lib\(absl_[^.]*\).so#-l\1#')
mkdir -p obj
for f in $sources; do
  g++ -std=c++20 -O3 -DNDEBUG -I. -c "open_spiel/$f" -o "obj/$(echo "$f" | tr / _).o"
done
for driver in openspiel_cfr_plus_speed openspiel_curves openspiel_mccfr; do
  g++ -std=c++20 -O3 -DNDEBUG -I. "$here/$driver.cc" obj/*.o $libs -o "$driver"
done
echo "built $out/openspiel_cfr_plus_speed, openspiel_curves and openspiel_mccfr"
