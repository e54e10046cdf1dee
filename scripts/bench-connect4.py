#!/usr/bin/env python3
"""Ply's Connect Four solver side by side with Pascal Pons' on his public test sets.

    python3 scripts/bench-connect4.py [--pons PATH] [--runs 3] [--threads 1,2]
                                      [--sets Test_L3_R1,Test_L1_R2:100] [--no-wipe-table]
                                      [--targets ratio=1,rate=0.9,speedup2=1.7,nodes16=1.5]

For every set (a file of benchmarks/connect4, optionally ':N' for its first N positions) and every
run, `ply bench solve connect-four` (mtd-bi, 64 MiB) solves the set once per thread count, and, with
--pons, Pons' solver solves the same positions; the runs alternate, so that a machine that gets
busier or quieter during the benchmark touches every column alike. It prints one Markdown table of
medians over the runs: mean time a position, Ply's time over Pons', nodes over his, node rates;
for each thread count above 1, the speed-up over the first count's runs, the nodes searched over
the first count's (the work the threads repeated), and the node rate the machine gave as many
one-thread solvers sharing nothing, to one thread's (the line 'independent:' of `ply bench solve
--threads N`): the most a parallel search could reach there. Two more columns come from within
each run of N threads, whose one-thread pass ran just before the threads' in the same JVM: the
speed-up over that pass (paired: the machine's mood between runs cancels out, the JIT's does not,
see docs/solving.md), and the node rate of the run's slowest thread to that pass's, which falls to
about 55% when a virtual machine's host runs other work on the core under one of its virtual ones
(a loss the guest cannot see, see benchmarks/connect4/HISTORY.md, fifteenth session).

--targets names the figures the run is to be judged by, and a list after the table says for each
set whether it met them: ratio=R, one thread's time at most R times Pons'; rate=F, one thread's
node rate at least F times his; speedupN=S, N threads at least S times as fast as the first count;
nodesN=M, N threads' nodes at most M times the first count's. The search core's targets (see
docs/solving.md) are ratio=1,rate=0.9,speedup2=1.7,speedup16=8,nodes16=1.5.

Pons' solver is not part of Ply. Build it from github.com/PascalPons/connect4 (the solver of
commit d6ba50d, with a main.cpp that prints '<moves> <score> <nodes> <microseconds>' for each line
it reads and calls solver.reset() before each, as that repository's main.cpp of commit 68a1da6
does) and give its path; without an opening book (it says "Unable to load opening book" and goes
on), so that both solvers search every position from scratch.
"""
import argparse
import os
import re
import statistics
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DATA = os.path.join(ROOT, "benchmarks", "connect4")
DEFAULT_SETS = "Test_L3_R1,Test_L2_R1,Test_L2_R2,Test_L1_R1,Test_L1_R2:100,Test_L1_R3:10"


def read_set(spec):
    name, _, limit = spec.partition(":")
    path = os.path.join(DATA, name)
    with open(path) as f:
        lines = [line.split() for line in f if line.strip()]
    if limit:
        lines = lines[: int(limit)]
    return name, path, lines


def ply(path, count, threads, wipe):
    """Mean time (s), mean nodes, and with threads above 1 the node rate this machine gave as many
    one-thread solvers sharing nothing, to one thread's (its line 'independent:'), the speed-up over
    the run's own one-thread pass and the slowest thread's node rate to that pass's (else None), of
    one run of ply bench solve; exits if a score is wrong."""
    cmd = [os.path.join(ROOT, "ply"), "bench", "solve", "connect-four", "--positions", path,
           "--limit", str(count), "--threads", str(threads)]
    if not wipe:
        cmd.append("--no-wipe-table")
    out = subprocess.run(cmd, capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit(f"{' '.join(cmd)} failed ({out.returncode}):\n{out.stderr}{out.stdout}")
    fields = out.stdout.strip().splitlines()[-1].split()
    # file positions correct time unit nodes rate
    scale = {"µs": 1e-6, "ms": 1e-3, "s": 1.0}[fields[4]]
    machine = paired = None
    rates = []
    for line in out.stdout.splitlines():
        if line.startswith("independent: ") and " searched " in line:
            machine = float(line.split(" searched ")[1].split()[0])
        found = re.search(r"threads are ([0-9.]+) times as fast", line)
        if line.startswith("one thread: ") and found:
            paired = float(found.group(1))
        # the table of threads: thread, nodes, share, busy, idle, rate (to one thread's)
        found = re.fullmatch(r"\d+\s+\d+\s+[0-9.]+%.*\s(\d+)%", line.strip())
        if found:
            rates.append(int(found.group(1)) / 100)
    slowest = min(rates) if rates and threads > 1 else None
    return float(fields[3]) * scale, float(fields[5]), machine, paired, slowest


def pons(binary, lines):
    """Mean time (s) and mean nodes of one run of Pons' solver; exits if a score is wrong."""
    with tempfile.TemporaryFile("w+") as moves:
        moves.write("".join(line[0] + "\n" for line in lines))
        moves.seek(0)
        out = subprocess.run([binary, "-b", "/nonexistent/7x6.book"], stdin=moves,
                             capture_output=True, text=True)
    rows = [r.split() for r in out.stdout.splitlines() if r.strip()]
    if out.returncode != 0 or len(rows) != len(lines):
        sys.exit(f"{binary} failed or printed {len(rows)} lines for {len(lines)}:\n{out.stderr}")
    nodes = micros = 0
    for (moves_text, score), row in zip(lines, rows):
        if len(row) != 4 or row[0] != moves_text:
            sys.exit(f"{binary}: expected '<moves> <score> <nodes> <microseconds>', got {row}")
        if row[1] != score:
            sys.exit(f"{binary} scored {moves_text} {row[1]}, expected {score}")
        nodes += int(row[2])
        micros += int(row[3])
    return micros * 1e-6 / len(lines), nodes / len(lines)


def read_targets(spec):
    """The targets of --targets: a dict of name (ratio, rate, speedupN, nodesN) to its figure."""
    targets = {}
    for item in filter(None, spec.split(",")):
        key, sep, value = item.partition("=")
        known = key in ("ratio", "rate") or re.fullmatch(r"(speedup|nodes)[0-9]+", key)
        try:
            figure = float(value)
        except ValueError:
            known = False
        if not sep or not known:
            sys.exit(f"--targets: '{item}' is not one of ratio=R, rate=F, speedupN=S, nodesN=M "
                     "(e.g. ratio=1,rate=0.9,speedup2=1.7,nodes16=1.5)")
        targets[key] = figure
    return targets


def judge(name, targets, threads, times, nodes, pons_times, pons_nodes):
    """One line a target this set's medians can be judged by: the figure, the target, met or not."""
    lines = []

    def verdict(what, figure, target, met):
        lines.append(f"- {name}: {what} {figure:.2f} (target {target:g}): "
                     + ("met" if met else "**not met**"))

    one_time = statistics.median(times[threads[0]])
    one_nodes = statistics.median(nodes[threads[0]])
    if pons_times:
        pons_time = statistics.median(pons_times)
        pons_rate = statistics.median(pons_nodes) / pons_time
        if "ratio" in targets:
            verdict(f"{threads[0]} thread time ÷ Pons'", one_time / pons_time, targets["ratio"],
                    one_time / pons_time <= targets["ratio"])
        if "rate" in targets:
            rate = one_nodes / one_time / pons_rate
            verdict(f"{threads[0]} thread node rate ÷ Pons'", rate, targets["rate"],
                    rate >= targets["rate"])
    for t in threads[1:]:
        if f"speedup{t}" in targets:
            speedup = one_time / statistics.median(times[t])
            verdict(f"{t} threads' speed-up", speedup, targets[f"speedup{t}"],
                    speedup >= targets[f"speedup{t}"])
        if f"nodes{t}" in targets:
            more = statistics.median(nodes[t]) / one_nodes
            verdict(f"{t} threads' nodes ÷ {threads[0]} thread's", more, targets[f"nodes{t}"],
                    more <= targets[f"nodes{t}"])
    return lines


def show_time(seconds):
    if seconds < 1e-3:
        return f"{seconds * 1e6:.1f} µs"
    if seconds < 1:
        return f"{seconds * 1e3:.2f} ms"
    return f"{seconds:.2f} s"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pons", help="path to Pons' c4solver (see the top of this file)")
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--threads", default="1,2")
    parser.add_argument("--sets", default=DEFAULT_SETS)
    parser.add_argument("--no-wipe-table", dest="wipe", action="store_false")
    parser.add_argument("--targets", default="",
                        help="e.g. ratio=1,rate=0.9,speedup2=1.7,speedup16=8,nodes16=1.5")
    args = parser.parse_args()
    threads = [int(t) for t in args.threads.split(",")]
    targets = read_targets(args.targets)
    for key in targets:
        count = re.sub(r"^\D+", "", key)
        if count and int(count) not in threads[1:]:
            print(f"--targets: {key} is not judged, --threads has no {count} after the first",
                  file=sys.stderr)
    verdicts = []

    header = ["set", "positions"]
    if args.pons:
        header.append("Pons")
    for t in threads:
        header.append(f"Ply {t}T")
        if args.pons:
            header += [f"ratio {t}T"]
        if t > 1:
            header += [f"1T ÷ {t}T", f"nodes {t}T ÷ 1T", f"machine's rate {t}T",
                       f"1T ÷ {t}T in one run", f"slowest thread's rate {t}T"]
    if args.pons:
        header += ["nodes ÷ Pons'", "Ply node rate 1T", "Pons node rate"]
    print("| " + " | ".join(header) + " |")
    print("|" + "---|" * len(header))
    for spec in args.sets.split(","):
        name, path, lines = read_set(spec)
        times = {t: [] for t in threads}
        nodes = {t: [] for t in threads}
        machine = {t: [] for t in threads}
        paired = {t: [] for t in threads}
        slowest = {t: [] for t in threads}
        pons_times, pons_nodes = [], []
        for run in range(args.runs):
            for t in threads:
                seconds, n, rate, same_run, slow = ply(path, len(lines), t, args.wipe)
                times[t].append(seconds)
                nodes[t].append(n)
                for figures, figure in ((machine, rate), (paired, same_run), (slowest, slow)):
                    if figure is not None:
                        figures[t].append(figure)
            if args.pons:
                seconds, n = pons(args.pons, lines)
                pons_times.append(seconds)
                pons_nodes.append(n)
            print(f"  {name} run {run + 1} of {args.runs} done", file=sys.stderr)
        row = [name, str(len(lines))]
        if args.pons:
            pons_time = statistics.median(pons_times)
            row.append(show_time(pons_time))
        for t in threads:
            row.append(show_time(statistics.median(times[t])))
            if args.pons:
                row.append(f"{statistics.median(times[t]) / pons_time:.2f}")
            if t > 1:
                # speed-up over the one-thread runs (or the first thread count given), and the
                # most this machine gave as many threads sharing nothing
                base = statistics.median(times[threads[0]])
                row.append(f"{base / statistics.median(times[t]):.2f}")
                row.append(f"{statistics.median(nodes[t]) / statistics.median(nodes[threads[0]]):.2f}")
                for figures in (machine, paired, slowest):
                    row.append(f"{statistics.median(figures[t]):.2f}" if figures[t] else "—")
        if args.pons:
            ply_nodes = statistics.median(nodes[threads[0]])
            ply_time = statistics.median(times[threads[0]])
            row += [f"{ply_nodes / statistics.median(pons_nodes):.2f}",
                    f"{ply_nodes / ply_time / 1e6:.1f} M/s",
                    f"{statistics.median(pons_nodes) / pons_time / 1e6:.1f} M/s"]
        print("| " + " | ".join(row) + " |", flush=True)
        verdicts += judge(name, targets, threads, times, nodes, pons_times, pons_nodes)
    if verdicts:
        print()
        print("Against the targets (medians of the runs above):")
        print()
        for line in verdicts:
            print(line)


if __name__ == "__main__":
    main()
