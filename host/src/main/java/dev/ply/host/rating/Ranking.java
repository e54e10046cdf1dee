package dev.ply.host.rating;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * How one finished game ranked the entrants who sat at it, as {@link PlackettLuce#fit} rates it:
 * the places in order, first place first, each place the entrants who shared it. {@code [[a], [b,
 * c], [d]]} says a won, b and c tied for second, d came last; a two-player game is {@code
 * [[winner], [loser]]} or the draw {@code [[a, b]]}. Immutable.
 *
 * @param places the places, best first; each holds at least one entrant
 */
public record Ranking(List<List<String>> places) {

  /**
   * @throws IllegalArgumentException if a place is empty, an entrant appears twice, or fewer than
   *     two entrants sat at the game
   * @throws NullPointerException if a place or a name is null
   */
  public Ranking {
    Objects.requireNonNull(places, "places");
    List<List<String>> copy = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    for (List<String> place : places) {
      if (Objects.requireNonNull(place, "place").isEmpty()) {
        throw new IllegalArgumentException("a place holds at least one entrant: " + places);
      }
      for (String name : place) {
        if (!seen.add(Objects.requireNonNull(name, "name"))) {
          throw new IllegalArgumentException(name + " is ranked twice in " + places);
        }
      }
      copy.add(List.copyOf(place));
    }
    if (seen.size() < 2) {
      throw new IllegalArgumentException("a game ranks at least two entrants: " + places);
    }
    places = List.copyOf(copy);
  }

  /** The ranking without ties: {@code inOrder[0]} first, {@code inOrder[1]} second, and so on. */
  public static Ranking inOrder(String... inOrder) {
    List<List<String>> places = new ArrayList<>();
    for (String name : inOrder) {
      places.add(List.of(name));
    }
    return new Ranking(places);
  }

  /** A game where all the entrants shared first place: a draw. */
  public static Ranking draw(String... entrants) {
    return new Ranking(List.of(List.of(entrants)));
  }

  /** How many entrants sat at the game. */
  public int entrants() {
    return places.stream().mapToInt(List::size).sum();
  }
}
