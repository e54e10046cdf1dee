// Times OpenSpiel's C++ CFRPlusSolver on leduc_poker: iterations a second, in three rounds of
// SECONDS seconds (argument, default 2), each a fresh solver.
#include <chrono>
#include <cstdio>
#include "open_spiel/algorithms/cfr.h"
#include "open_spiel/spiel.h"

int main(int argc, char** argv) {
  double seconds = argc > 1 ? std::atof(argv[1]) : 2.0;
  std::shared_ptr<const open_spiel::Game> game = open_spiel::LoadGame("leduc_poker");
  for (int round = 1; round <= 3; ++round) {
    open_spiel::algorithms::CFRPlusSolver solver(*game);
    auto start = std::chrono::steady_clock::now();
    long n = 0;
    double elapsed = 0;
    while (elapsed < seconds) {
      solver.EvaluateAndUpdatePolicy();
      ++n;
      elapsed = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    }
    std::printf("OpenSpiel C++ CFRPlusSolver on leduc_poker, round %d: %ld iterations in %.2f s = %.0f iterations/s\n",
                round, n, elapsed, n / elapsed);
  }
  return 0;
}
