package dev.ply.host.rating;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.DoubleConsumer;

/**
 * The log-likelihood of rankings under the Plackett–Luce model, in log-worths λ (worth γ = e^λ),
 * and its maximum: Hunter's MM iteration, finished by Newton's method; what {@link PlackettLuce}
 * fits.
 *
 * <p>A ranking without ties is a sequence of choices, each place's entrant chosen from those not
 * yet placed with probability γ_i / Σ γ over them. A tie is split into all the orders of its
 * entrants, each with an equal share of the game's weight (for a draw of two, half a win and half a
 * loss). So the log-likelihood has the form ℓ(λ) = Σ_i a_i λ_i − Σ_t w_t ln Σ_{m ∈ A_t} e^(λ_m):
 * a_i the weighted count of i's choices, and one term t per choice set A_t with its weight w_t.
 * Averaged over the orders of a tie D met with the set R still unplaced, the r-th choice removes a
 * uniformly random r-subset T of D, so the tie contributes |D| to the choices of its entrants and a
 * term (R ∖ T, 1/C(|D|, r)) for each r-subset T of D, r = 0 … |D| − 1: 2^|D| − 1 terms, not |D|!
 * orders. A term whose set is one entrant cancels part of that entrant's choices and is folded into
 * a_i.
 *
 * <p>One parameter may be fixed at λ = 0 (the pool player of {@link PlackettLuce}'s prior); the
 * iterations then leave it alone, and otherwise they keep the log-worths centred on 0, as the
 * likelihood does not change when all of them move together. Not thread-safe; deterministic.
 */
final class PlackettLuceLikelihood {

  /** Ties of more entrants are refused: they would take more than 2^16 terms each. */
  static final int MAX_TIE = 16;

  private static final double MM_DONE = 1e-6;
  private static final int MM_STEPS = 1000;
  private static final int NEWTON_STEPS = 100;
  private static final double CONVERGED = 1e-13;

  private final int size;
  private final int fixed;
  private final double[] choices;
  private final List<int[]> sets = new ArrayList<>();
  private final List<Double> weights = new ArrayList<>();

  /**
   * @param size the number of parameters
   * @param fixed the parameter held at λ = 0, or −1 for none
   */
  PlackettLuceLikelihood(int size, int fixed) {
    this.size = size;
    this.fixed = fixed;
    this.choices = new double[size];
  }

  /**
   * Adds one ranking.
   *
   * @param places the places, best first, each the indices of the entrants that shared it
   * @param weight how many times the ranking counts
   * @throws IllegalArgumentException if a place holds more than {@value #MAX_TIE} entrants
   */
  void add(int[][] places, double weight) {
    int total = Arrays.stream(places).mapToInt(p -> p.length).sum();
    int[] unplaced = Arrays.stream(places).flatMapToInt(Arrays::stream).toArray();
    int start = 0;
    for (int[] place : places) {
      int d = place.length;
      if (d > MAX_TIE) {
        throw new IllegalArgumentException(
            "a tie of " + d + " entrants: at most " + MAX_TIE + " can share a place");
      }
      for (int i : place) {
        choices[i] += weight;
      }
      int[] below = Arrays.copyOfRange(unplaced, start + d, total);
      for (int mask = 0; mask < (1 << d) - 1; mask++) {
        double share = weight / binomial(d, Integer.bitCount(mask));
        int[] set = new int[below.length + d - Integer.bitCount(mask)];
        int k = 0;
        for (int b = 0; b < d; b++) {
          if ((mask & (1 << b)) == 0) {
            set[k++] = place[b];
          }
        }
        System.arraycopy(below, 0, set, k, below.length);
        if (set.length == 1) {
          choices[set[0]] -= share;
        } else {
          sets.add(set);
          weights.add(share);
        }
      }
      start += d;
    }
  }

  /** ℓ(λ), the log-likelihood. */
  double logLikelihood(double[] lambda) {
    double sum = 0;
    for (int i = 0; i < size; i++) {
      if (choices[i] != 0) {
        sum += choices[i] * lambda[i];
      }
    }
    for (int t = 0; t < sets.size(); t++) {
      sum -= weights.get(t) * logSumExp(sets.get(t), lambda);
    }
    return sum;
  }

  /** ∂ℓ/∂λ_i = a_i − Σ_{t ∋ i} w_t π_{t,i}, π_{t,i} = γ_i / Σ_{A_t} γ. */
  double[] gradient(double[] lambda) {
    double[] gradient = choices.clone();
    for (int t = 0; t < sets.size(); t++) {
      int[] set = sets.get(t);
      double[] p = probabilities(set, lambda);
      for (int k = 0; k < set.length; k++) {
        gradient[set[k]] -= weights.get(t) * p[k];
      }
    }
    return gradient;
  }

  /**
   * The observed information, the negative Hessian of ℓ: Σ_t w_t (diag π_t − π_t π_tᵀ). Its rows
   * sum to 0 (ℓ is unchanged by a common shift), so it is a weighted graph Laplacian.
   */
  double[][] information(double[] lambda) {
    double[][] information = new double[size][size];
    for (int t = 0; t < sets.size(); t++) {
      int[] set = sets.get(t);
      double w = weights.get(t);
      double[] p = probabilities(set, lambda);
      for (int a = 0; a < set.length; a++) {
        information[set[a]][set[a]] += w * p[a];
        for (int b = 0; b < set.length; b++) {
          information[set[a]][set[b]] -= w * p[a] * p[b];
        }
      }
    }
    return information;
  }

  /**
   * One step of Hunter's MM algorithm (Hunter 2004, for the Plackett–Luce model): by ln x ≤ ln y +
   * x/y − 1, each −w_t ln S_t is bounded below by a function linear in the worths, touching it at
   * the current point; the worths that maximize the sum of the bounds are γ_i' = a_i / Σ_{t ∋ i}
   * w_t / S_t, so ℓ never decreases.
   */
  double[] step(double[] lambda) {
    double[] denominator = new double[size];
    double shift = fixed >= 0 ? 0 : Arrays.stream(lambda).max().orElse(0);
    for (int t = 0; t < sets.size(); t++) {
      int[] set = sets.get(t);
      double total = 0;
      for (int m : set) {
        total += Math.exp(lambda[m] - shift);
      }
      double share = weights.get(t) / total;
      for (int m : set) {
        denominator[m] += share;
      }
    }
    double[] next = new double[size];
    double mean = 0;
    for (int i = 0; i < size; i++) {
      next[i] = i == fixed ? 0 : Math.log(choices[i] / denominator[i]) + shift;
      mean += next[i] / size;
    }
    if (fixed < 0) {
      for (int i = 0; i < size; i++) {
        next[i] -= mean;
      }
    }
    return next;
  }

  /**
   * Finds the maximum from λ = 0, telling {@code afterEachStep} the log-likelihood after each step
   * when it is not null.
   *
   * <p>Step 1. Hunter's MM iteration ({@link #step}) until no log-worth moves by more than {@value
   * #MM_DONE} or for {@value #MM_STEPS} steps: it raises ℓ from anywhere, but converges linearly,
   * and slowly where the information is small (one entrant ahead of two others in 1,000 games of
   * 1,000, held by the prior, still moves after 200,000 steps). Step 2. Newton's method from there,
   * the information being the negative Hessian (one log-worth held: the fixed one, or the last and
   * then all recentred), a step being halved until ℓ does not fall, until no log-worth moves by
   * more than {@value #CONVERGED}. ℓ is concave in λ, so both reach the one maximum; ℓ never falls
   * along the way.
   *
   * @throws IllegalStateException if an entrant has no choices (a_i ≤ 0): its worth would be 0, and
   *     the caller should have set it aside
   */
  double[] maximize(DoubleConsumer afterEachStep) {
    for (int i = 0; i < size; i++) {
      if (i != fixed && !(choices[i] > 0)) {
        throw new IllegalStateException("entrant " + i + " is never chosen: no finite estimate");
      }
    }
    // Step 1. MM.
    double[] lambda = new double[size];
    int mmSteps = 0;
    for (double moved = Double.POSITIVE_INFINITY; moved > MM_DONE && mmSteps < MM_STEPS; ) {
      double[] next = step(lambda);
      moved = largestMove(lambda, next);
      lambda = next;
      mmSteps++;
      if (afterEachStep != null) {
        afterEachStep.accept(logLikelihood(lambda));
      }
    }
    // Step 2. Newton.
    int held = fixed >= 0 ? fixed : size - 1;
    for (int newton = 0; newton < NEWTON_STEPS; newton++) {
      double[] direction = newtonDirection(lambda, held);
      double before = logLikelihood(lambda);
      double length = 1;
      double[] trial = shifted(lambda, direction, length);
      double after = logLikelihood(trial);
      while (after < before && length > 1e-12) {
        length /= 2;
        trial = shifted(lambda, direction, length);
        after = logLikelihood(trial);
      }
      if (after < before) {
        break;
      }
      lambda = trial;
      if (afterEachStep != null) {
        afterEachStep.accept(after);
      }
      if (largestMove(direction, new double[size]) * length < CONVERGED) {
        break;
      }
    }
    return lambda;
  }

  /** Δ with I·Δ = ∇ℓ over every parameter but {@code held} (Δ = 0 there), then recentred. */
  private double[] newtonDirection(double[] lambda, int held) {
    double[] gradient = gradient(lambda);
    double[][] information = information(lambda);
    int m = size - 1;
    double[][] reduced = new double[m][m];
    double[] right = new double[m];
    for (int a = 0, ra = 0; a < size; a++) {
      if (a == held) {
        continue;
      }
      right[ra] = gradient[a];
      for (int b = 0, rb = 0; b < size; b++) {
        if (b != held) {
          reduced[ra][rb++] = information[a][b];
        }
      }
      ra++;
    }
    double[] solved = Matrices.solve(reduced, right);
    double[] direction = new double[size];
    for (int a = 0, ra = 0; a < size; a++) {
      direction[a] = a == held ? 0 : solved[ra++];
    }
    if (fixed < 0) {
      double mean = Arrays.stream(direction).average().orElse(0);
      for (int a = 0; a < size; a++) {
        direction[a] -= mean;
      }
    }
    return direction;
  }

  private static double[] shifted(double[] lambda, double[] direction, double length) {
    double[] shifted = new double[lambda.length];
    for (int a = 0; a < lambda.length; a++) {
      shifted[a] = lambda[a] + length * direction[a];
    }
    return shifted;
  }

  private static double largestMove(double[] from, double[] to) {
    double moved = 0;
    for (int i = 0; i < from.length; i++) {
      moved = Math.max(moved, Math.abs(to[i] - from[i]));
    }
    return moved;
  }

  private static double logSumExp(int[] set, double[] lambda) {
    double max = Double.NEGATIVE_INFINITY;
    for (int m : set) {
      max = Math.max(max, lambda[m]);
    }
    double sum = 0;
    for (int m : set) {
      sum += Math.exp(lambda[m] - max);
    }
    return max + Math.log(sum);
  }

  private static double[] probabilities(int[] set, double[] lambda) {
    double log = logSumExp(set, lambda);
    double[] p = new double[set.length];
    for (int k = 0; k < set.length; k++) {
      p[k] = Math.exp(lambda[set[k]] - log);
    }
    return p;
  }

  private static double binomial(int n, int k) {
    double c = 1;
    for (int j = 1; j <= k; j++) {
      c = c * (n - k + j) / j;
    }
    return c;
  }
}
