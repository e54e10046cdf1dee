package dev.ply.host.tune;

import dev.ply.host.config.TuneParameter;
import java.util.List;

/**
 * Classic SPSA (simultaneous perturbation stochastic approximation, Spall 1992) with fishtest's
 * schedule and arithmetic, so that a tuning here moves its parameters exactly as fishtest would on
 * the same results.
 *
 * <p>The source is fishtest's {@code server/fishtest/spsa_workflow.py} ({@code build_spsa_state},
 * {@code parse_spsa_params}, {@code build_spsa_worker_step}, {@code apply_spsa_result_updates},
 * {@code clip_spsa_param_value}) and {@code worker/games.py} (the rounding), at commit {@code
 * b8eecff220b562a0dc2c4e68d1fa02521e06d72c} of github.com/official-stockfish/fishtest. In its
 * terms, for {@code N} game pairs:
 *
 * <ol>
 *   <li>{@code A = int(0.1 * 2N / 2)}, {@code α = 0.602}, {@code γ = 0.101};
 *   <li>per parameter, {@code c = c_end · N^γ} and {@code a = r_end · c_end² · (A + N)^α};
 *   <li>a pair asked for when {@code iter} pairs have been counted plays with {@code k = iter + 1}:
 *       {@code c_k = c / k^γ} and {@code R_k = a / (A + k)^α / c_k²}, the first side at {@code
 *       clip(θ + c_k·Δ)} and the second at {@code clip(θ − c_k·Δ)}, {@code Δ} a random ±1 per
 *       parameter;
 *   <li>its result (the first side's wins minus its losses) moves every parameter to {@code clip(θ
 *       + R_k · c_k · result · Δ)}, that is by {@code a_k / c_k · result · Δ} with {@code a_k = a /
 *       (A + k)^α};
 *   <li>{@code clip} keeps a value within {@code [min, max]}; θ itself stays a real number, and a
 *       whole-number option is given {@code floor(value + u)}, {@code u} uniform in {@code [0, 1)}:
 *       the value's fraction is the chance of rounding up (fishtest's worker rounds so).
 * </ol>
 *
 * <p>Immutable and thread-safe; the θ it moves is the caller's.
 */
public final class Spsa {

  /** fishtest's default {@code α}: how fast the gain {@code a_k} falls. */
  public static final double ALPHA = 0.602;

  /** fishtest's default {@code γ}: how fast the perturbation {@code c_k} falls. */
  public static final double GAMMA = 0.101;

  /** fishtest's default {@code A} as a share of the iterations. */
  public static final double A_RATIO = 0.1;

  private final List<TuneParameter> parameters;
  private final int iterations;
  private final long stability;
  private final double[] c;
  private final double[] a;

  /**
   * The schedule of a tuning of {@code iterations} game pairs.
   *
   * @throws IllegalArgumentException if there are no parameters or no iterations
   */
  public Spsa(List<TuneParameter> parameters, int iterations) {
    if (parameters.isEmpty() || iterations < 1) {
      throw new IllegalArgumentException("SPSA needs parameters and at least one iteration");
    }
    this.parameters = List.copyOf(parameters);
    this.iterations = iterations;
    // fishtest: int(A_ratio * num_games / 2), num_games = 2N, in the same floating point.
    this.stability = (long) (A_RATIO * (2.0 * iterations) / 2);
    this.c = new double[parameters.size()];
    this.a = new double[parameters.size()];
    for (int p = 0; p < c.length; p++) {
      TuneParameter tp = parameters.get(p);
      c[p] = tp.cEnd() * Math.pow(iterations, GAMMA);
      double aEnd = tp.rEnd() * tp.cEnd() * tp.cEnd();
      a[p] = aEnd * Math.pow(stability + iterations, ALPHA);
    }
  }

  /** The parameters, in file order. */
  public List<TuneParameter> parameters() {
    return parameters;
  }

  /** {@code N}: the game pairs of the whole tuning. */
  public int iterations() {
    return iterations;
  }

  /** fishtest's {@code A}. */
  public long stability() {
    return stability;
  }

  /** Parameter {@code p}'s {@code c}. */
  public double c(int p) {
    return c[p];
  }

  /** Parameter {@code p}'s {@code a}. */
  public double a(int p) {
    return a[p];
  }

  /** The start values, θ₀. */
  public double[] start() {
    return parameters.stream().mapToDouble(TuneParameter::start).toArray();
  }

  /**
   * The step of a pair asked for when {@code iter} pairs have been counted: its perturbation, gains
   * and the two sides' values around {@code theta}.
   *
   * @param flips Δ, each +1 or −1
   */
  public SpsaStep step(int iter, double[] theta, int[] flips) {
    int n = parameters.size();
    if (theta.length != n || flips.length != n || iter < 0) {
      throw new IllegalArgumentException("one value and one flip per parameter, iter >= 0");
    }
    double k = iter + 1.0;
    double[] ck = new double[n];
    double[] rk = new double[n];
    double[] plus = new double[n];
    double[] minus = new double[n];
    for (int p = 0; p < n; p++) {
      if (flips[p] != 1 && flips[p] != -1) {
        throw new IllegalArgumentException("a flip is +1 or -1, got " + flips[p]);
      }
      ck[p] = c[p] / Math.pow(k, GAMMA);
      rk[p] = a[p] / Math.pow(stability + k, ALPHA) / (ck[p] * ck[p]);
      plus[p] = clip(p, theta[p] + ck[p] * flips[p]);
      minus[p] = clip(p, theta[p] - ck[p] * flips[p]);
    }
    return new SpsaStep(iter, flips.clone(), ck, rk, plus, minus);
  }

  /** θ after {@code step}'s pair scored {@code result} (the first side's wins minus its losses). */
  public double[] update(double[] theta, SpsaStep step, int result) {
    double[] next = new double[theta.length];
    for (int p = 0; p < theta.length; p++) {
      next[p] = clip(p, theta[p] + step.r()[p] * step.c()[p] * result * step.flips()[p]);
    }
    return next;
  }

  private double clip(int p, double value) {
    TuneParameter tp = parameters.get(p);
    return Math.min(Math.max(value, tp.min()), tp.max());
  }

  /**
   * fishtest's rounding of a value for a whole-number option: {@code floor(value + u)}, so that
   * {@code 4.3} is 5 with chance 0.3 and 4 otherwise.
   *
   * @param u uniform in {@code [0, 1)}
   */
  public static long stochasticRound(double value, double u) {
    return (long) Math.floor(value + u);
  }
}
