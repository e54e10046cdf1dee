package dev.ply.api;

import java.util.List;
import java.util.Optional;
import org.pf4j.ExtensionPoint;

/**
 * A plugin's source of games that were not known when it was compiled: the games written in a rules
 * language, such as the Game Description Language (GDL) of general game playing, one for each rules
 * file the plugin bundles or is configured to read.
 *
 * <p><b>Who implements it:</b> a game plugin, as a public class with a public no-argument
 * constructor annotated with {@code @org.pf4j.Extension}. <b>Who calls it:</b> the host, which adds
 * every game of {@link #games()} to the games it knows (as if each were a {@link Game} extension of
 * the plugin: an id that another plugin also offers is refused, naming both), and a referee of a
 * protocol that sends rules ({@link #read}), such as a GGP game manager's START message.
 *
 * <p><b>Threads:</b> as {@link Game}: one instance may be shared by every thread of the host.
 *
 * <p><b>GDL games: how their moves are written.</b> A game of the {@code gdl} language names a move
 * ({@link GameState#moveToText}) by its GDL term in prefix form without spaces, lower case: {@code
 * (mark 1 1)} is {@code mark(1,1)}, {@code noop} is {@code noop}, {@code (move (cell 1 2) up)} is
 * {@code move(cell(1,2),up)} (the records and the line protocol separate moves by spaces, so a
 * move's text holds none). {@link GameState#textToMove} reads that form and also the term in KIF,
 * in any case and with any whitespace ({@code (MARK 1 1)}); {@link #kifOf(String)} and {@link
 * #textOf(String)} turn one form into the other.
 */
public interface GameLibrary extends ExtensionPoint {

  /**
   * The games of this library, each with its own id (stable, lower case, such as {@code
   * gdl-tic-tac-toe}), its fixed {@link Game#players()}, {@link Game#features()} and {@link
   * Game#zeroSum()}. Called once when the host loads the plugin; may be empty; must not fail (a
   * rules file that cannot be read is left out, and should be said on standard error).
   */
  List<Game> games();

  /**
   * A game from its rules text, as a GGP game manager sends them.
   *
   * @param language the rules language, such as {@code gdl}
   * @param rulesText the whole rules
   * @param name the id to give the game (such as the match id), lower case
   * @return empty when this library does not read {@code language}
   * @throws IllegalArgumentException when the rules do not parse (the message gives line:column) or
   *     break a restriction of the language (the message names the rule and its line)
   */
  default Optional<Game> read(String language, String rulesText, String name) {
    return Optional.empty();
  }

  /**
   * A GDL move's text ({@code mark(1,1)}) in KIF ({@code (mark 1 1)}), as GGP players send and
   * receive moves; a KIF term is returned in KIF's standard form (lower case, single spaces).
   *
   * @throws IllegalArgumentException when the text is no term
   */
  static String kifOf(String moveText) {
    return Terms.parse(moveText).kif();
  }

  /**
   * A GDL move in KIF ({@code (MARK 1 1)}, any case and whitespace) as its move text ({@code
   * mark(1,1)}); a move text is returned as it is, in lower case.
   *
   * @throws IllegalArgumentException when the text is no term
   */
  static String textOf(String kif) {
    return Terms.parse(kif).prefix();
  }

  /**
   * The roles of GDL rules, in the order of their {@code (role ...)} facts, lower case: seat {@code
   * i} of a GDL game is its {@code i}-th role, the role a GGP referee names to the player of that
   * seat.
   *
   * @throws IllegalArgumentException when the rules are not a sequence of KIF terms
   */
  static List<String> gdlRoles(String rules) {
    return Terms.roles(rules);
  }
}
