package dev.ply.host.config;

import dev.ply.api.Conventions;
import dev.ply.api.Game;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * What an external player's program speaks ({@code protocol:}), and the rules each protocol puts on
 * a config: the games it plays, the limits it can be given, whether it takes {@code options}. The
 * config loader, {@code ply engine check} and the players read these rules here and nowhere else;
 * {@code isolation.PlayerProtocols} pairs each with the player that speaks it and the steps of its
 * check. A new protocol is a constant here and a player class there.
 */
public enum PlayerProtocol {

  /** Ply's own line protocol (docs/line-protocol.md): any game, every limit. */
  PLY("ply", "Ply's line protocol", Optional.empty(), false, true, true, false, ""),
  /** The Universal Chess Interface: Stockfish and most chess engines. */
  UCI("uci", "a UCI engine", Optional.of(Conventions.CHESS), false, true, true, true, ""),
  /** The xboard protocol (CECP 2): Fairy-Max, GNU Chess, Crafty … It has no node limit. */
  XBOARD(
      "xboard",
      "an xboard engine",
      Optional.of(Conventions.CHESS),
      false,
      true,
      false,
      true,
      "the xboard protocol has no node limit: limit it by 'depth', 'time' or 'clock'"),
  /** The Go Text Protocol 2: GNU Go, KataGo, Leela Zero … Go only, no depth or node limit. */
  GTP(
      "gtp",
      "a GTP engine",
      Optional.of(Conventions.GO),
      true,
      false,
      false,
      false,
      "GTP has no depth or node limit: limit it by 'time' or 'clock', or by its own command-line"
          + " arguments (gnugo --level 1)"),
  /**
   * GNU Backgammon through its Python scripting interface ({@code isolation.GnubgPlayer}):
   * backgammon only, no depth or node limit, no options.
   */
  GNUBG(
      "gnubg",
      "GNU Backgammon",
      Optional.empty(),
      false,
      false,
      false,
      false,
      "GNU Backgammon has no depth or node limit here: its strength is its own settings"),
  /**
   * The GGP protocol of general game playing over HTTP ({@code dev.ply.host.ggp.GgpPlayer}): a
   * player at a {@code url}, any game with GDL rules (GDL-II's too, by its protocol of percepts), a
   * play clock from {@code time}; no depth or node limit, no options.
   */
  GGP(
      "ggp",
      "a GGP player",
      Optional.empty(),
      false,
      false,
      false,
      false,
      "GGP has no depth or node limit: a GGP player is given a play clock, from 'time'");

  private final String word;
  private final String engineNoun;
  private final Optional<String> convention;
  private final boolean conventionOnly;
  private final boolean depthLimit;
  private final boolean nodeLimit;
  private final boolean options;
  private final String limitHint;

  PlayerProtocol(
      String word,
      String engineNoun,
      Optional<String> convention,
      boolean conventionOnly,
      boolean depthLimit,
      boolean nodeLimit,
      boolean options,
      String limitHint) {
    this.word = word;
    this.engineNoun = engineNoun;
    this.convention = convention;
    this.conventionOnly = conventionOnly;
    this.depthLimit = depthLimit;
    this.nodeLimit = nodeLimit;
    this.options = options;
    this.limitHint = limitHint;
  }

  /** Its word in a config and on the command line: {@code ply}, {@code uci} … */
  public String word() {
    return word;
  }

  @Override
  public String toString() {
    return word;
  }

  /** How a message names one of its engines: {@code a UCI engine}. */
  public String engineNoun() {
    return engineNoun;
  }

  /** Whether it is another program's engine protocol, not Ply's own. */
  public boolean engine() {
    return this != PLY;
  }

  /**
   * The {@link Conventions} of the games its engines play (a game that follows it is what {@code
   * ply engine check} plays unless told otherwise); empty for Ply's own protocol, which plays any.
   */
  public Optional<String> convention() {
    return convention;
  }

  /** Whether it takes a {@code depth} limit, else a {@code nodes} limit. */
  public boolean takes(String limit) {
    return limit.equals("depth") ? depthLimit : !limit.equals("nodes") || nodeLimit;
  }

  /** Why it takes no {@code depth} or {@code nodes} limit, as a config error's hint. */
  public String limitHint() {
    return limitHint;
  }

  /** Whether its engines take {@code options} (UCI's setoption, xboard's option). */
  public boolean takesOptions() {
    return options;
  }

  /** Why {@code options} cannot be sent to it, as a config error's hint (else empty). */
  public String optionsHint() {
    if (this == GNUBG) {
      return "GNU Backgammon takes its settings from its own command line and .gnubgautorc";
    }
    if (this == GGP) {
      return "a GGP player takes no options from Ply: set them where it runs";
    }
    return options || this == PLY
        ? ""
        : "GTP has no options: give them as arguments of 'command', such as"
            + " [/usr/games/gnugo, --mode, gtp, --level, '1']";
  }

  /**
   * Why its engines cannot play {@code game} in {@code variant}, or empty: a GTP engine plays only
   * games that follow Go's conventions, and Ply plays Chess960 with UCI engines only.
   */
  public Optional<String> refusal(Game game, Map<String, Object> variant) {
    if (conventionOnly && !Conventions.follows(game, convention.orElseThrow())) {
      return Optional.of(
          engineNoun
              + " plays "
              + (convention.get().equals(Conventions.GO) ? "Go" : convention.get())
              + " only, not '"
              + game.id()
              + "'");
    }
    if (this == GGP && game.rules("gdl").isEmpty()) {
      return Optional.of("game " + game.id() + " has no GDL rules");
    }
    if (this == GGP
        && gdlTwo(game)
        && !game.features().contains(dev.ply.api.GameFeature.HIDDEN_INFORMATION)) {
      // GDL-II's protocol tells a player its percepts; a game of chance without them has none.
      return Optional.of(
          "game "
              + game.id()
              + " has chance but no percepts, and GGP's protocol tells a player chance's moves"
              + " only through its percepts (GDL-II)");
    }
    if (this == GNUBG && !game.id().equals("backgammon")) {
      return Optional.of("GNU Backgammon plays backgammon only, not '" + game.id() + "'");
    }
    if (this == XBOARD
        && variant.get(Conventions.CHESS960) instanceof Number n
        && n.longValue() >= 0) {
      return Optional.of("Ply plays Chess960 with UCI engines only, not with an xboard engine");
    }
    return Optional.empty();
  }

  /** The hint for a {@link #refusal}: which game or protocol to use instead. */
  public String refusalHint() {
    if (this == GNUBG) {
      return "use it with 'game: backgammon'";
    }
    if (this == GGP) {
      return "a GGP player plays games written in GDL: use a game of the gdl plugin";
    }
    return this == GTP
        ? "GTP is the Go Text Protocol: use it with 'game: go'"
        : "use a UCI engine for Chess960";
  }

  /** The protocol called {@code word}, if any. */
  public static Optional<PlayerProtocol> named(String word) {
    return Arrays.stream(values()).filter(p -> p.word.equals(word)).findFirst();
  }

  /** Every protocol's word, in order. */
  public static List<String> words() {
    return Arrays.stream(values()).map(PlayerProtocol::word).toList();
  }

  /** The words of the engine protocols, in the order {@code ply engine check} asks them. */
  public static List<String> engineWords() {
    return Arrays.stream(values())
        .filter(PlayerProtocol::engine)
        .filter(p -> p != GGP)
        .map(PlayerProtocol::word)
        .toList();
  }

  /** Whether a game has chance or hidden information, as a GDL-II game has. */
  public static boolean gdlTwo(Game game) {
    return game.features().contains(dev.ply.api.GameFeature.CHANCE)
        || game.features().contains(dev.ply.api.GameFeature.HIDDEN_INFORMATION);
  }
}
