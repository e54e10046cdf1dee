package dev.ply.host.tournament;

import java.util.List;
import java.util.Optional;

/** Every format a file may name: a new format is its class and one line here. */
public final class Formats {

  /** In the order the documentation and the hints list them. */
  public static final List<TournamentFormat> ALL =
      List.of(
          RoundRobin.FORMAT,
          Gauntlet.FORMAT,
          Swiss.FORMAT,
          Knockout.FORMAT,
          HeadToHeadMatch.FORMAT);

  private Formats() {}

  /** The format written as {@code code}, if any. */
  public static Optional<TournamentFormat> of(String code) {
    return ALL.stream().filter(f -> f.code().equals(code)).findFirst();
  }
}
