package dev.ply.host.referee;

import java.util.Objects;

/**
 * Why a game was adjudicated, for the store's {@code adjudications} table.
 *
 * @param rule {@code draw}, {@code resign} or {@code proof}
 * @param ply the ply after which the rule fired (the game's plies, the opening's included)
 * @param evidence what made it fire, as a JSON object: the scores of the moves that triggered a
 *     draw or resignation ({@code {"scores":[{"ply":81,"player":"a","score":3},…]}}), or the proof
 *     ({@code {"strategy":"mtd-bi","value":999993,"result":"win in 7","nodes":12345, "pv":"4 4
 *     3"}})
 */
public record Adjudicated(String rule, int ply, String evidence) implements java.io.Serializable {

  public Adjudicated {
    Objects.requireNonNull(rule, "rule");
    Objects.requireNonNull(evidence, "evidence");
  }
}
