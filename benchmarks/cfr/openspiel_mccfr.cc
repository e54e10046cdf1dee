// NashConv of OpenSpiel's C++ external-sampling MCCFR after 1000 iterations, for 20 seeds.
#include <cstdio>
#include <random>
#include "open_spiel/algorithms/external_sampling_mccfr.h"
#include "open_spiel/algorithms/tabular_exploitability.h"
#include "open_spiel/spiel.h"

int main() {
  for (const char* name : {"kuhn_poker", "leduc_poker"}) {
    std::shared_ptr<const open_spiel::Game> game = open_spiel::LoadGame(name);
    double sum = 0;
    std::printf("%s NashConv after 1000 iterations, seeds 1..20:", name);
    for (int seed = 1; seed <= 20; ++seed) {
      open_spiel::algorithms::ExternalSamplingMCCFRSolver solver(*game, seed);
      for (int t = 0; t < 1000; ++t) solver.RunIteration();
      double nc = open_spiel::algorithms::NashConv(*game, *solver.AveragePolicy(), true);
      sum += nc;
      std::printf(" %.3f", nc);
      std::fflush(stdout);
    }
    std::printf("  mean %.3f\n", sum / 20);
  }
  return 0;
}
