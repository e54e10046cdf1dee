package dev.ply.host.isolation;

import dev.ply.api.Conventions;
import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.SearchReport;
import dev.ply.host.config.PlayerProtocol;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;

/**
 * Takes an engine through its protocol one step at a time, as fastchess's {@code --compliance}
 * does, and says of each step whether it passed. A chess engine: the handshake, the options, a new
 * game, a position and a short search, a search stopped halfway ({@code go infinite} then {@code
 * stop} for UCI, {@code go} then {@code ?} for xboard), whether the moves it answered are legal, a
 * second game after the first, and quitting. A Go engine (GTP, which has neither options nor a
 * stop): the handshake, a new game ({@code boardsize}, {@code clear_board}, {@code komi}), a move
 * played and a {@code genmove} for the other colour, whether its answers are legal (a vertex legal
 * where it was played, {@code pass} or {@code resign}), a second game, and quitting. The steps run
 * through the same players that referee the engine in a tournament ({@link UciPlayer}, {@link
 * XboardPlayer}, {@link GtpPlayer}), so what passes here is what a run does.
 *
 * <p>Each step has {@value #STEP_SECONDS} s at most; a step that fails does not stop the others
 * (the engine is started afresh if it died), except the handshake, without which nothing else can
 * be tried. Runs on the caller's thread and threads of its own, ended when it returns.
 */
public final class EngineCheck {

  /** The most a step may take. */
  static final int STEP_SECONDS = 15;

  /** The short search's time. */
  static final Duration SEARCH = Duration.ofMillis(500);

  /** How long into the stopped search the stop comes. */
  static final Duration STOP_AFTER = Duration.ofMillis(500);

  /** How long an engine has to answer once stopped (or once its short search's time is up). */
  static final Duration ANSWER = Duration.ofSeconds(3);

  /** A GTP engine's time for a move. */
  static final Duration GTP_MOVE = Duration.ofSeconds(1);

  /** The steps of a chess engine, in order. */
  public static final List<String> STEPS =
      List.of(
          "handshake",
          "options",
          "new game",
          "position and go",
          "stop",
          "legal moves",
          "second game",
          "quit");

  /** The steps of a GTP engine, in order. */
  public static final List<String> GTP_STEPS =
      List.of("handshake", "new game", "play and genmove", "legal moves", "second game", "quit");

  /** One step's outcome: {@code PASS step — detail} or {@code FAIL step — why}. */
  public record Step(String name, boolean passed, String detail) {
    @Override
    public String toString() {
      return (passed ? "PASS " : "FAIL ") + name + " — " + detail;
    }
  }

  private final Player player;
  private final EngineSteps steps;
  private final Game game;
  private final Options variant;
  private final Consumer<Step> out;
  private final ExecutorService thread =
      Executors.newSingleThreadExecutor(r -> daemon(r, "ply-engine-check"));
  private final ExecutorService searches =
      Executors.newCachedThreadPool(r -> daemon(r, "ply-engine-search"));
  private final ScheduledExecutorService timer =
      Executors.newSingleThreadScheduledExecutor(r -> daemon(r, "ply-engine-check-timer"));
  private final List<String> answered = new ArrayList<>();
  private boolean allPassed = true;

  private EngineCheck(Player player, Game game, Options variant, Consumer<Step> out) {
    this.player = player;
    this.steps = (EngineSteps) player;
    this.game = game;
    this.variant = variant;
    this.out = out;
  }

  /**
   * Checks one engine.
   *
   * @param protocol an engine protocol: UCI, xboard or GTP
   * @param command the engine's command line
   * @param options engine options to send, by name (none for GTP)
   * @param game the game it plays (chess; Go for GTP), in its default variant
   * @param log the file its standard error is appended to
   * @param out hears each step as it ends
   * @return whether every step passed
   * @throws IllegalArgumentException for another protocol, options for GTP, or GTP with a game
   *     other than Go
   */
  public static boolean run(
      PlayerProtocol protocol,
      List<String> command,
      Map<String, String> options,
      Game game,
      Path log,
      Consumer<Step> out) {
    return run(protocol, command, options, game, log, out, java.util.Optional.empty(), List.of());
  }

  /**
   * As {@link #run(PlayerProtocol, List, Map, Game, Path, Consumer)}, for an engine of an engines
   * file: run in {@code directory} if given, sent {@code initStrings} after its options.
   */
  public static boolean run(
      PlayerProtocol protocol,
      List<String> command,
      Map<String, String> options,
      Game game,
      Path log,
      Consumer<Step> out,
      java.util.Optional<Path> directory,
      List<String> initStrings) {
    if (!protocol.engine()) {
      throw new IllegalArgumentException(
          "ply engine check takes an engine protocol: "
              + String.join(", ", PlayerProtocol.engineWords()));
    }
    Options variant = Options.resolve(game.variantOptions(), Map.of());
    Player player =
        PlayerProtocols.player(
            protocol,
            new PlayerProtocols.Launch(
                command, log, options, game, variant, true, directory, initStrings, false));
    EngineCheck check = new EngineCheck(player, game, variant, out);
    try {
      return check.all();
    } finally {
      check.steps.quit();
      check.thread.shutdownNow();
      check.searches.shutdownNow();
      check.timer.shutdownNow();
    }
  }

  private boolean all() {
    List<String> names = steps instanceof GtpPlayer ? GTP_STEPS : STEPS;
    if (!step("handshake", steps::handshake)) {
      for (String name : names.subList(1, names.size())) {
        report(new Step(name, false, "not tried: the handshake failed"));
      }
      return false;
    }
    if (steps instanceof GtpPlayer) {
      return goSteps();
    }
    step(
        "options",
        () -> {
          steps.sendOptions();
          return "the engine took them and answered";
        });
    step(
        "new game",
        () -> {
          player.newGame(0, 1);
          return "the engine is ready";
        });
    GameState afterOne = game.newGame(variant);
    int[] buffer = new int[afterOne.maxMoves()];
    afterOne.legalMoves(buffer);
    String first = afterOne.moveToText(buffer[0]);
    afterOne.play(buffer[0]);
    step(
        "position and go",
        () -> "after " + first + ": " + search(afterOne, List.of(first), within(SEARCH), SEARCH));
    step(
        "stop",
        () -> {
          // UCI: go infinite. CECP has no infinite search outside analysis: a long time per move.
          boolean uci = steps instanceof UciPlayer;
          Limits long_ = uci ? Limits.none() : within(Duration.ofMinutes(1));
          String answer;
          try {
            answer = search(afterOne, List.of(first), long_, STOP_AFTER);
          } catch (StopIgnored e) {
            if (uci) {
              throw e;
            }
            return e.getMessage()
                + ": the engine ignores '?', which the protocol allows; Ply cannot"
                + " cut its search short, so give it whole seconds ('time: 1s' or more), a depth or"
                + " a clock";
          }
          if (!long_.stopRequested()) {
            throw new IllegalStateException(
                "the engine did not search until stopped: it " + answer);
          }
          return "stopped after " + STOP_AFTER.toMillis() + " ms: " + answer;
        });
    step("legal moves", this::legality);
    step(
        "second game",
        () -> {
          player.newGame(0, 2);
          GameState start = game.newGame(variant);
          return "from the start: " + search(start, List.of(), within(SEARCH), SEARCH);
        });
    quitStep();
    return allPassed;
  }

  /** The steps after the handshake of a GTP engine. */
  private boolean goSteps() {
    step(
        "new game",
        () -> {
          player.newGame(0, 1);
          return "boardsize "
              + variant.getInt(Conventions.BOARD_SIZE)
              + ", clear_board, komi "
              + GtpPlayer.komiText(variant.getDouble(Conventions.KOMI))
              + ": the engine took them";
        });
    GameState afterOne = game.newGame(variant);
    int[] buffer = new int[afterOne.maxMoves()];
    int n = afterOne.legalMoves(buffer);
    String first = afterOne.moveToText(buffer[n / 2]);
    afterOne.play(buffer[n / 2]);
    step(
        "play and genmove",
        () ->
            "play black "
                + first
                + ", genmove white: "
                + search(afterOne, List.of(first), within(GTP_MOVE), GTP_MOVE));
    step("legal moves", this::legality);
    step(
        "second game",
        () -> {
          player.newGame(0, 2);
          GameState start = game.newGame(variant);
          return "genmove black on the empty board: "
              + search(start, List.of(), within(GTP_MOVE), GTP_MOVE);
        });
    quitStep();
    return allPassed;
  }

  private void quitStep() {
    step(
        "quit",
        () -> {
          if (!steps.quit()) {
            throw new IllegalStateException(
                "the engine was still running "
                    + EngineProcess.QUIT_GRACE.toSeconds()
                    + " s after quit, and was killed");
          }
          return "the engine exited";
        });
  }

  private static Limits within(Duration time) {
    return new Limits(
        Limits.NO_DEPTH_LIMIT, Limits.NO_NODE_LIMIT, System.nanoTime() + time.toNanos());
  }

  /**
   * Asks for a move in {@code state} (reached by {@code history}) and raises the stop signal after
   * {@code stopAfter}, as the referee does at a deadline; the answer must come within {@link
   * #ANSWER} of it.
   */
  private String search(GameState state, List<String> history, Limits limits, Duration stopAfter)
      throws Exception {
    if (player instanceof dev.ply.host.referee.OutOfProcess outside) {
      outside.history(history);
    }
    long asked = System.nanoTime();
    timer.schedule(limits::stop, stopAfter.toNanos(), TimeUnit.NANOSECONDS);
    Future<SearchReport> move = searches.submit(() -> player.chooseMove(state.copy(), limits));
    SearchReport report;
    try {
      report = move.get(stopAfter.plus(ANSWER).toNanos(), TimeUnit.NANOSECONDS);
    } catch (TimeoutException e) {
      ((dev.ply.host.referee.Killable) player).kill();
      move.cancel(true);
      throw new StopIgnored("no move within " + ANSWER.toMillis() + " ms of the stop");
    } catch (ExecutionException e) {
      if (e.getCause() instanceof dev.ply.host.referee.Resignation) {
        answered.add("resign");
        return "answered resign in " + (System.nanoTime() - asked) / 1_000_000 + " ms";
      }
      throw e.getCause() instanceof Exception cause ? cause : e;
    }
    long millis = (System.nanoTime() - asked) / 1_000_000;
    if (report == null) {
      throw new IllegalStateException("the engine answered no move");
    }
    boolean legal = !state.isTerminal() && state.isLegal(report.move());
    answered.add(state.moveToText(report.move()) + (legal ? "" : " (illegal)"));
    return "answered "
        + state.moveToText(report.move())
        + " in "
        + millis
        + " ms"
        + (report.depth() > 0 ? ", depth " + report.depth() : "")
        + (report.hasValue() ? ", score " + report.value() : "");
  }

  /** The engine did not answer within {@link #ANSWER} of the stop signal. */
  private static final class StopIgnored extends IllegalStateException {
    private static final long serialVersionUID = 1L;

    StopIgnored(String message) {
      super(message);
    }
  }

  private String legality() {
    if (answered.isEmpty()) {
      throw new IllegalStateException("no move was answered to check");
    }
    if (answered.stream().anyMatch(m -> m.endsWith("(illegal)"))) {
      throw new IllegalStateException("not every move is legal: " + String.join(", ", answered));
    }
    return String.join(", ", answered) + ": legal where they were played";
  }

  /** Runs one step within {@value #STEP_SECONDS} s and reports it; true when it passed. */
  private boolean step(String name, Callable<String> body) {
    Future<String> running = thread.submit(body);
    Step result;
    try {
      result = new Step(name, true, running.get(STEP_SECONDS, TimeUnit.SECONDS));
    } catch (TimeoutException e) {
      ((dev.ply.host.referee.Killable) player).kill();
      running.cancel(true);
      result = new Step(name, false, "no answer within " + STEP_SECONDS + " s");
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      result =
          new Step(name, false, cause.getMessage() != null ? cause.getMessage() : cause.toString());
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      result = new Step(name, false, "interrupted");
    }
    report(result);
    return result.passed();
  }

  private void report(Step step) {
    allPassed &= step.passed();
    out.accept(step);
  }

  private static Thread daemon(Runnable r, String name) {
    Thread t = new Thread(r, name);
    t.setDaemon(true);
    return t;
  }
}
