package dev.ply.host.tune;

/**
 * One pair's step of {@link Spsa}, per parameter in file order.
 *
 * @param iter fishtest's {@code iter}: the pairs counted when this pair was asked for
 * @param flips Δ, each +1 or −1
 * @param c the perturbation {@code c_k}
 * @param r fishtest's {@code R_k = a_k / c_k²}
 * @param plus the first side's values, {@code clip(θ + c_k·Δ)}, before any rounding
 * @param minus the second side's, {@code clip(θ − c_k·Δ)}
 */
public record SpsaStep(
    int iter, int[] flips, double[] c, double[] r, double[] plus, double[] minus) {}
