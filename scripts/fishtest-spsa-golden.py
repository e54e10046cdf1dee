#!/usr/bin/env python3
"""Prints the figures SpsaTest pins, computed by fishtest's own SPSA code.

fishtest's server/fishtest/spsa_workflow.py (github.com/official-stockfish/fishtest, commit
b8eecff220b562a0dc2c4e68d1fa02521e06d72c) is imported from the directory given, and driven as its
server drives it for one game pair per update: build_spsa_state (num_games 200: N = 100 pairs),
then for each pair build_spsa_worker_step at the current iter, clip_spsa_param_value for the two
sides, iter += 1 and apply_spsa_result_updates with the pair's result.

    git clone https://github.com/official-stockfish/fishtest
    scripts/fishtest-spsa-golden.py fishtest/server/fishtest

That file uses Python 3.14's unparenthesised `except A, B:`; on an older Python, copy it and write
`except (A, B):` (the same meaning).
"""
import sys

sys.path.insert(0, sys.argv[1] if len(sys.argv) > 1 else ".")
import spsa_workflow as w  # noqa: E402

post = {
    "spsa_A": 0.1,
    "spsa_alpha": 0.602,
    "spsa_gamma": 0.101,
    "spsa_raw_params": "Alpha,50,0,100,4,0.002\nBeta,-30,-40,40,2.5,0.0020\nGamma,2,0,10,3,0.05\n",
}
spsa = w.build_spsa_state(post, num_games=200)
print("A", spsa["A"], "N", spsa["num_iter"])
for p in spsa["params"]:
    print("c a", repr(p["c"]), repr(p["a"]))
flips = [(1, -1, -1), (-1, -1, -1), (1, 1, 1), (-1, 1, 1), (1, -1, 1)]
results = [2, -1, 0, 1, -2]
for k, (flip, result) in enumerate(zip(flips, results)):
    steps = []
    for p, f in zip(spsa["params"], flip):
        step = w.build_spsa_worker_step(spsa, p, iter_value=spsa["iter"], flip=f)
        step["plus"] = w.clip_spsa_param_value(p, step["c"] * f)
        step["minus"] = w.clip_spsa_param_value(p, -step["c"] * f)
        steps.append(step)
    spsa["iter"] += 1
    w.apply_spsa_result_updates(spsa, steps, result=result, game_pairs=1)
    print(k + 1, "c", [repr(s["c"]) for s in steps])
    print("  R", [repr(s["R"]) for s in steps])
    print("  plus", [repr(s["plus"]) for s in steps])
    print("  minus", [repr(s["minus"]) for s in steps])
    print("  theta", [repr(p["theta"]) for p in spsa["params"]])
