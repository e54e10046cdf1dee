package dev.ply.host.isolation;

import dev.ply.api.Game;
import dev.ply.api.Options;
import dev.ply.host.config.PlayerProtocol;
import java.nio.file.Path;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;

/**
 * The one registry of the protocols Ply speaks with a player's program: each {@link PlayerProtocol}
 * (whose rules the config reads) with the class of its player and the steps of its {@code ply
 * engine check}. Every protocol's player runs over {@link EngineProcess}. Adding a protocol is a
 * constant of {@link PlayerProtocol}, a player class, and one line here.
 */
public final class PlayerProtocols {

  /** What a player of a protocol is made from. */
  record Launch(
      List<String> command,
      Path log,
      Map<String, String> options,
      Game game,
      Options variant,
      boolean timed,
      java.util.Optional<Path> workingDirectory,
      List<String> initStrings,
      boolean ponder) {

    /** A program run in Ply's folder, sent nothing but its protocol, not pondering. */
    Launch(
        List<String> command,
        Path log,
        Map<String, String> options,
        Game game,
        Options variant,
        boolean timed) {
      this(
          command,
          log,
          options,
          game,
          variant,
          timed,
          java.util.Optional.empty(),
          List.of(),
          false);
    }
  }

  /** Makes the player of one protocol. */
  interface Factory {
    EnginePlayer player(Launch launch);
  }

  /**
   * A protocol's player and its check's steps, in order (none: {@code ply engine check} takes only
   * the engine protocols).
   */
  record Speaker(Factory factory, List<String> checkSteps) {}

  private static final Map<PlayerProtocol, Speaker> SPEAKERS =
      new EnumMap<>(
          Map.of(
              PlayerProtocol.PLY,
                  new Speaker(
                      l -> new LinePlayer(l.command(), l.log(), l.game().id(), l.variant()),
                      List.of()),
              PlayerProtocol.UCI,
                  new Speaker(
                      l -> new UciPlayer(l.command(), l.log(), l.options(), l.variant()),
                      EngineCheck.STEPS),
              PlayerProtocol.XBOARD,
                  new Speaker(
                      l -> new XboardPlayer(l.command(), l.log(), l.options()), EngineCheck.STEPS),
              PlayerProtocol.GTP,
                  new Speaker(
                      l -> new GtpPlayer(l.command(), l.log(), l.variant(), l.timed()),
                      EngineCheck.GTP_STEPS),
              PlayerProtocol.GNUBG,
                  new Speaker(l -> new GnubgPlayer(l.command(), l.log()), List.of()),
              PlayerProtocol.GGP,
                  new Speaker(
                      l -> {
                        throw new IllegalArgumentException(
                            "a GGP player is reached at its 'url', not started by a command");
                      },
                      List.of())));

  static {
    for (PlayerProtocol p : PlayerProtocol.values()) {
      if (!SPEAKERS.containsKey(p)) {
        throw new ExceptionInInitializerError("no player speaks protocol " + p);
      }
    }
  }

  private PlayerProtocols() {}

  /**
   * A new player of {@code protocol} for {@code launch}.
   *
   * @throws IllegalArgumentException when the protocol cannot play the game or its variant, or
   *     takes no options and was given some; the message says why and what to do
   */
  static EnginePlayer player(PlayerProtocol protocol, Launch launch) {
    protocol
        .refusal(launch.game(), launch.variant().asMap())
        .ifPresent(
            why -> {
              throw new IllegalArgumentException(why + ": " + protocol.refusalHint());
            });
    if (!launch.options().isEmpty() && !protocol.takesOptions()) {
      throw new IllegalArgumentException(
          "'options' cannot be sent to "
              + protocol.engineNoun()
              + (protocol.optionsHint().isEmpty() ? "" : ": " + protocol.optionsHint()));
    }
    EnginePlayer player = SPEAKERS.get(protocol).factory().player(launch);
    launch.workingDirectory().ifPresent(player.engine::directory);
    player.initStrings = List.copyOf(launch.initStrings());
    if (player instanceof UciPlayer uci) {
      uci.ponder(launch.ponder());
    }
    if (player instanceof XboardPlayer xboard) {
      xboard.ponder(launch.ponder());
    }
    return player;
  }

  /**
   * The steps of {@code ply engine check} for an engine of {@code protocol}, in order; empty for
   * Ply's line protocol, which it does not check.
   */
  public static List<String> checkSteps(PlayerProtocol protocol) {
    return SPEAKERS.get(protocol).checkSteps();
  }
}
