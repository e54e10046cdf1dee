// Prints, with every digit, the exploitability of OpenSpiel's C++ CFR+ and of CFR with simultaneous
// updates and uniform averaging (Zinkevich et al.'s form) at chosen iterations.
#include <cstdio>
#include <set>
#include "open_spiel/algorithms/cfr.h"
#include "open_spiel/algorithms/tabular_exploitability.h"
#include "open_spiel/spiel.h"

void Curve(const std::string& name, const char* label, bool alternating, bool linear, bool plus,
           int last) {
  std::shared_ptr<const open_spiel::Game> game = open_spiel::LoadGame(name);
  open_spiel::algorithms::CFRSolverBase solver(*game, alternating, linear, plus);
  std::set<int> at = {1, 2, 5, 10, 20, 50, 100, 120, 150, 200, 500, 1000};
  for (int t = 1; t <= last; ++t) {
    solver.EvaluateAndUpdatePolicy();
    if (at.count(t)) {
      std::printf("%s %s %d %.17g\n", name.c_str(), label, t,
                  open_spiel::algorithms::Exploitability(*game, *solver.AveragePolicy()));
      std::fflush(stdout);
    }
  }
}

int main() {
  Curve("kuhn_poker", "cfr-simultaneous", false, false, false, 1000);
  Curve("kuhn_poker", "cfr-plus", true, true, true, 1000);
  Curve("leduc_poker", "cfr-simultaneous", false, false, false, 100);
  Curve("leduc_poker", "cfr-plus", true, true, true, 200);
  return 0;
}
