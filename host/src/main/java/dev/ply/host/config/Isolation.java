package dev.ply.host.config;

import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Where a player runs.
 *
 * <p>{@code in-process} (the default, fastest): on a thread of the host. {@code process}: in a
 * child JVM of its own that loads the same plugin jars and speaks the line protocol, with {@code
 * jvm-options} such as {@code -Xmx256m}; the referee kills it when its move cap passes, so nothing
 * it does can hang or crash the host. A player given by {@code command} is an external program (any
 * language) speaking the same protocol.
 *
 * @param process whether the player runs in a process of its own
 * @param jvmOptions options for the child JVM of a plugin strategy
 * @param command the command line of an external player, or empty for a plugin strategy
 * @param protocol what an external player speaks ({@link PlayerProtocol}): Ply's line protocol (the
 *     default), UCI, xboard or GTP
 * @param engineOptions the options of an engine, by name, as {@code setoption} (UCI) or {@code
 *     option NAME=VALUE} (xboard) sends them; always empty for GTP, which has none (an engine's
 *     settings are arguments of its command)
 * @param restartPerGame whether an external program is started anew for every game ({@code restart:
 *     per-game}, as cutechess's {@code restart=on}); by default it stays up across the games of a
 *     run and is started again only after it died or was killed
 * @param workingDirectory the directory an external program runs in ({@code working-directory},
 *     cutechess's {@code dir=}), or empty for Ply's own
 * @param initStrings lines sent to an engine once after its handshake and options ({@code
 *     init-strings}, cutechess's {@code initstr=}), as written
 * @param ponder whether a UCI or xboard engine thinks on the opponent's time ({@code ponder:
 *     true}): UCI's {@code go ponder} on the position it expects, {@code ponderhit} or {@code stop}
 *     when the opponent moves; xboard's {@code hard}, the engine left playing after its move
 * @param ggp where a GGP player listens and its play clock ({@code protocol: ggp}, {@code url}),
 *     else empty
 */
public record Isolation(
    boolean process,
    List<String> jvmOptions,
    List<String> command,
    PlayerProtocol protocol,
    Map<String, String> engineOptions,
    boolean restartPerGame,
    java.util.Optional<java.nio.file.Path> workingDirectory,
    List<String> initStrings,
    boolean ponder,
    java.util.Optional<GgpEndpoint> ggp) {

  /** An external program or plugin strategy that is no GGP player. */
  public Isolation(
      boolean process,
      List<String> jvmOptions,
      List<String> command,
      PlayerProtocol protocol,
      Map<String, String> engineOptions,
      boolean restartPerGame,
      java.util.Optional<java.nio.file.Path> workingDirectory,
      List<String> initStrings,
      boolean ponder) {
    this(
        process,
        jvmOptions,
        command,
        protocol,
        engineOptions,
        restartPerGame,
        workingDirectory,
        initStrings,
        ponder,
        java.util.Optional.empty());
  }

  /** A GGP player (or, with {@code ggp} empty, a player as below). */
  public Isolation(
      boolean process,
      List<String> jvmOptions,
      List<String> command,
      PlayerProtocol protocol,
      Map<String, String> engineOptions,
      boolean restartPerGame,
      java.util.Optional<GgpEndpoint> ggp) {
    this(
        process,
        jvmOptions,
        command,
        protocol,
        engineOptions,
        restartPerGame,
        java.util.Optional.empty(),
        List.of(),
        false,
        ggp);
  }

  /** An external program run in Ply's directory, sent nothing but its protocol, not pondering. */
  public Isolation(
      boolean process,
      List<String> jvmOptions,
      List<String> command,
      PlayerProtocol protocol,
      Map<String, String> engineOptions,
      boolean restartPerGame) {
    this(
        process,
        jvmOptions,
        command,
        protocol,
        engineOptions,
        restartPerGame,
        java.util.Optional.empty(),
        List.of(),
        false);
  }

  /** A player whose external program, if any, stays up across games. */
  public Isolation(
      boolean process,
      List<String> jvmOptions,
      List<String> command,
      PlayerProtocol protocol,
      Map<String, String> engineOptions) {
    this(process, jvmOptions, command, protocol, engineOptions, false);
  }

  /** On a thread of the host. */
  public static final Isolation IN_PROCESS = new Isolation(false, List.of(), List.of());

  /** A player that speaks Ply's line protocol if external. */
  public Isolation(boolean process, List<String> jvmOptions, List<String> command) {
    this(process, jvmOptions, command, PlayerProtocol.PLY, Map.of());
  }

  public Isolation {
    jvmOptions = List.copyOf(jvmOptions);
    command = List.copyOf(command);
    engineOptions =
        java.util.Collections.unmodifiableMap(new java.util.LinkedHashMap<>(engineOptions));
    Objects.requireNonNull(protocol, "protocol");
    Objects.requireNonNull(jvmOptions, "jvmOptions");
    Objects.requireNonNull(workingDirectory, "workingDirectory");
    initStrings = List.copyOf(initStrings);
    Objects.requireNonNull(ggp, "ggp");
    if (ggp.isPresent() && (protocol != PlayerProtocol.GGP || !process)) {
      throw new IllegalArgumentException("a url is a GGP player's, outside the host");
    }
    if (!command.isEmpty() && !process) {
      throw new IllegalArgumentException("an external command always runs in a process");
    }
  }

  /** Whether the player is an external program rather than a plugin strategy. */
  public boolean external() {
    return !command.isEmpty() || ggp.isPresent();
  }
}
