package dev.ply.host.ggp;

import dev.ply.api.Game;
import dev.ply.api.GameState;
import dev.ply.api.Limits;
import dev.ply.api.Options;
import dev.ply.api.Player;
import dev.ply.api.SearchReport;
import dev.ply.host.config.GgpEndpoint;
import dev.ply.host.referee.IllegalMoveException;
import dev.ply.host.referee.OutOfProcess;
import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;

/**
 * A player reached over HTTP by the GGP protocol ({@code protocol: ggp}, {@link GgpMessages}), as
 * ggp-base's game server reaches its players: the referee's side of the conversation.
 *
 * <p><b>A game.</b> {@link #newGame} sends START with a new match id, the seat's role (the seat-th
 * {@code (role x)} of the rules), the game's rules ({@link Game#rules(String) rules("gdl")}), the
 * start clock and the play clock ({@link GgpEndpoint}); anything but {@code ready} fails the game.
 * GGP asks every role at every step, Ply only the seats that choose: before each of its moves the
 * player is sent a PLAY for every step it has not been told, in order, the first with {@code NIL},
 * each later one with the joint move before it ({@link JointMoves}); the answers to the steps where
 * it had one legal move are not looked at, the last answer is its move. An answer that is no GDL
 * term or no legal move is an illegal move; no answer by the referee's deadline loses on time (the
 * request is cancelled when the referee gives up). At the end {@link #gameOver} sends STOP with the
 * last joint move, or ABORT for a game cut short (a forfeit, the ply cap, an adjudication).
 *
 * <p><b>GDL-II.</b> At a game of hidden information the referee asks for a move with the seat's
 * view, and the player is sent GDL-II's PLAYs ({@link GgpMessages}): for each step not yet told,
 * the turn, the seat's own move at the step before and its percepts there ({@link
 * dev.ply.api.View#steps()}), never the state or another role's move. The role {@code random} is no
 * seat: the referee draws its moves. STOP comes after the record is replayed to the end.
 *
 * <p>Every message and answer is appended to the entrant's log. Thread: the referee calls one
 * method at a time; {@link #kill} may come from any thread.
 */
public final class GgpPlayer implements Player, OutOfProcess, AutoCloseable {

  /** How long INFO, STOP and ABORT are given to be answered. */
  static final Duration SHORT_ANSWER = Duration.ofSeconds(5);

  private static final AtomicLong MATCHES = new AtomicLong();

  private final String name;
  private final GgpEndpoint endpoint;
  private final Game game;
  private final Options variant;
  private final Path log;
  private final HttpClient client;

  /** The rules as START sends them, and their roles. */
  private final List<Kif> rules;

  private final List<String> roles;

  /** Whether the game is of hidden information (GDL-II): a PLAY tells only the seat's percepts. */
  private final boolean hidden;

  private volatile CompletableFuture<HttpResponse<String>> inFlight;

  private String matchId;
  private int seat;

  /** How many steps of the match the player has been sent a PLAY for. */
  private int told;

  private List<String> history = List.of();

  /**
   * @param name the entrant's name, sent as the {@code Receiver} header
   * @param log the file every message and answer is appended to
   * @throws IllegalArgumentException when the game has no GDL rules, or they do not parse
   */
  public GgpPlayer(String name, GgpEndpoint endpoint, Game game, Options variant, Path log) {
    this.name = name;
    this.endpoint = endpoint;
    this.game = game;
    this.variant = variant;
    this.log = log;
    String text = rulesOf(game);
    this.rules = Kif.parseAll(text);
    this.hidden = game.features().contains(dev.ply.api.GameFeature.HIDDEN_INFORMATION);
    this.roles = seatRoles(GgpMessages.roles(rules), game.players());
    if (roles.size() != game.players()) {
      throw new IllegalArgumentException(
          "the GDL rules of "
              + game.id()
              + " name "
              + roles.size()
              + " roles, the game has "
              + game.players()
              + " seats");
    }
    // HTTP/1.1 without an upgrade to HTTP/2: GGP players read plain requests (ggp-base's HTTP/1.0).
    this.client =
        HttpClient.newBuilder()
            .version(HttpClient.Version.HTTP_1_1)
            .connectTimeout(SHORT_ANSWER)
            .build();
  }

  /**
   * The roles a player may be seated in: the rules' roles, but for GDL-II's {@code random}, which
   * is chance (rolled by the referee) when the game has one seat fewer than the rules have roles.
   */
  static List<String> seatRoles(List<String> roles, int seats) {
    return roles.size() == seats + 1 && roles.contains("random")
        ? roles.stream().filter(r -> !r.equals("random")).toList()
        : roles;
  }

  /**
   * The GDL rules of {@code game}.
   *
   * @throws IllegalArgumentException when it has none
   */
  public static String rulesOf(Game game) {
    return game.rules("gdl")
        .orElseThrow(
            () ->
                new IllegalArgumentException(
                    "game "
                        + game.id()
                        + " has no GDL rules: a GGP player plays only games written in GDL"));
  }

  @Override
  public synchronized void newGame(int seat, long seed) {
    if (matchId != null) {
      abortQuietly();
    }
    this.seat = seat;
    this.told = 0;
    this.history = List.of();
    String id = "ply." + Long.toHexString(seed & 0xffffffL) + "." + MATCHES.incrementAndGet();
    String answer =
        send(
            GgpMessages.start(
                id,
                roles.get(seat),
                rules,
                endpoint.startClockSeconds(),
                endpoint.playClockSeconds()),
            Duration.ofSeconds(endpoint.startClockSeconds() + 1L));
    if (!answer.strip().equalsIgnoreCase("ready")) {
      throw new IllegalStateException(
          "the GGP player answered START with '" + shown(answer) + "', not 'ready'");
    }
    matchId = id;
  }

  @Override
  public void history(List<String> moves) {
    this.history = List.copyOf(moves);
  }

  @Override
  public synchronized SearchReport chooseMove(GameState state, Limits limits) {
    if (matchId == null) {
      throw new IllegalStateException("no match was started with the GGP player");
    }
    List<List<Kif>> steps = JointMoves.steps(game, variant, history);
    String answer = null;
    for (int step = told; step <= steps.size(); step++) {
      List<Kif> last = step == 0 ? null : steps.get(step - 1);
      answer = send(GgpMessages.play(matchId, last), untilDeadline(limits));
      told = step + 1;
    }
    return SearchReport.builder(moveOf(answer, state::textToMove)).build();
  }

  /**
   * GDL-II: the seat's view gives its own move and percepts at each step ({@link
   * dev.ply.api.View#steps()}); the player is sent a PLAY for every step it has not been told, each
   * with what the seat knows of the step before it and nothing else (not the state, not another
   * role's move, not chance's), and its last answer is its move.
   */
  @Override
  public synchronized SearchReport chooseMove(dev.ply.api.View view, Limits limits) {
    if (matchId == null) {
      throw new IllegalStateException("no match was started with the GGP player");
    }
    List<dev.ply.api.View.Step> steps = stepsOf(view);
    String answer = null;
    for (int turn = told; turn <= steps.size(); turn++) {
      answer = send(GgpMessages.play(matchId, turn, told(steps, turn)), untilDeadline(limits));
      told = turn + 1;
    }
    return SearchReport.builder(moveOf(answer, view::textToMove)).build();
  }

  private List<dev.ply.api.View.Step> stepsOf(dev.ply.api.View view) {
    return view.steps()
        .orElseThrow(
            () ->
                new IllegalStateException(
                    game.id()
                        + " gives no percepts in its views: a GGP player cannot be told them"));
  }

  /** What the seat is told at {@code turn}: its move and percepts at the step before; null at 0. */
  private static GgpMessages.Told told(List<dev.ply.api.View.Step> steps, int turn) {
    if (turn == 0) {
      return null;
    }
    dev.ply.api.View.Step step = steps.get(turn - 1);
    return new GgpMessages.Told(
        Kif.move(step.move()), step.percepts().stream().map(Kif::move).toList());
  }

  /** The move an answer names, read by the game; a term that is no move is an illegal move. */
  private static int moveOf(String answer, java.util.function.ToIntFunction<String> textToMove) {
    Kif term;
    try {
      term = Kif.parse(answer).lower();
    } catch (IllegalArgumentException e) {
      throw new IllegalMoveException(shown(answer), "no GDL term: " + shown(e.getMessage()));
    }
    try {
      return textToMove.applyAsInt(term.toString());
    } catch (IllegalArgumentException e) {
      // A hostile player's term can be megabytes: the record keeps its start only.
      String m = String.valueOf(e.getMessage());
      throw new IllegalMoveException(
          shown(term.toString()), m.length() > 300 ? m.substring(0, 300) + "..." : m);
    }
  }

  /** How long a PLAY may take: until the move's deadline, and a little past it. */
  private static Duration untilDeadline(Limits limits) {
    long nanos = limits.hasDeadline() ? limits.remainingNanos() : TimeUnit.HOURS.toNanos(1);
    return Duration.ofNanos(Math.max(0, nanos)).plusSeconds(5);
  }

  /**
   * Tells the player the game is over: STOP with the last joint move (after the PLAYs of the steps
   * it had not been told) when the game ended by its rules, else ABORT. A player that does not
   * answer is let be: the game's result is the referee's.
   *
   * @param moves every move of the game, as the referee recorded them
   * @param byTheRules whether the game ended by its rules, rather than being cut short
   */
  @Override
  public synchronized void gameOver(List<String> moves, boolean byTheRules) {
    if (matchId == null) {
      return;
    }
    try {
      if (!byTheRules) {
        abortQuietly();
        return;
      }
      if (hidden) {
        stopTwo(moves);
        return;
      }
      List<List<Kif>> steps = JointMoves.steps(game, variant, moves);
      Duration clock = Duration.ofSeconds(endpoint.playClockSeconds() + 1L);
      for (int step = told; step < steps.size(); step++) {
        send(GgpMessages.play(matchId, step == 0 ? null : steps.get(step - 1)), clock);
      }
      send(GgpMessages.stop(matchId, steps.isEmpty() ? null : steps.get(steps.size() - 1)), clock);
    } catch (RuntimeException e) {
      note("the game is over; the player was not told: " + e.getMessage());
    } finally {
      matchId = null;
    }
  }

  /**
   * GDL-II's end: the game is replayed from the referee's record (chance's moves included) to find
   * what the seat saw, and the player is sent the PLAYs of the steps it was not told, then STOP
   * with its last move and percepts.
   */
  private void stopTwo(List<String> moves) {
    dev.ply.api.GameState end = game.newGame(variant);
    dev.ply.host.referee.Replay.play(end, moves);
    List<dev.ply.api.View.Step> steps = stepsOf(end.view(seat));
    Duration clock = Duration.ofSeconds(endpoint.playClockSeconds() + 1L);
    for (int turn = told; turn < steps.size(); turn++) {
      send(GgpMessages.play(matchId, turn, told(steps, turn)), clock);
    }
    send(GgpMessages.stop(matchId, steps.size(), told(steps, steps.size())), clock);
  }

  /** ABORT of the current match; a player that does not answer is let be. */
  private void abortQuietly() {
    String id = matchId;
    matchId = null;
    try {
      send(GgpMessages.abort(id), SHORT_ANSWER);
    } catch (RuntimeException e) {
      note("ABORT " + id + " was not answered: " + e.getMessage());
    }
  }

  /**
   * Asks INFO, and sends a START it then aborts: a URL that refuses connections, or a player that
   * is busy, answers INFO with no KIF, or will not play the game, is found before the first game.
   */
  @Override
  public synchronized void checkStarts() {
    String info = send(GgpMessages.info(), SHORT_ANSWER);
    String status = status(info);
    if (status.equals("busy")) {
      throw new IllegalStateException(
          "the GGP player at " + endpoint.url() + " answers INFO: busy (it is playing a match)");
    }
    try {
      newGame(0, 0);
    } catch (IllegalStateException e) {
      throw new IllegalStateException(
          "the GGP player at "
              + endpoint.url()
              + " would not start "
              + game.id()
              + ": "
              + e.getMessage(),
          e);
    }
    abortQuietly();
  }

  /**
   * The status of an INFO answer: ggp-base's {@code ((name N) (status available))}, or a bare word
   * as older players answer ({@code ready}, {@code available}).
   *
   * @throws IllegalStateException when the answer is no KIF
   */
  static String status(String info) {
    Kif kif;
    try {
      kif = Kif.parse(info).lower();
    } catch (IllegalArgumentException e) {
      throw new IllegalStateException(
          "the GGP player answered INFO with '" + shown(info) + "', which is no KIF", e);
    }
    if (kif.isAtom()) {
      return kif.atom();
    }
    for (Kif item : kif.items()) {
      if (!item.isAtom() && item.items().size() == 2 && item.items().get(0).is("status")) {
        return item.items().get(1).toString();
      }
    }
    return "available";
  }

  /**
   * POSTs one message and returns the body of the answer.
   *
   * @throws IllegalStateException when the player cannot be reached, does not answer within {@code
   *     wait}, or answers with an HTTP error
   */
  private String send(String message, Duration wait) {
    note("> " + message);
    HttpRequest request =
        HttpRequest.newBuilder(endpoint.url())
            .timeout(wait)
            .header("Content-Type", "text/acl")
            .header("Accept", "text/delim")
            .header("Sender", "PLY")
            .header("Receiver", name)
            .POST(HttpRequest.BodyPublishers.ofString(message, StandardCharsets.UTF_8))
            .build();
    CompletableFuture<HttpResponse<String>> future =
        client.sendAsync(request, HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
    inFlight = future;
    try {
      HttpResponse<String> response =
          future.get(wait.toNanos() + 1_000_000_000L, TimeUnit.NANOSECONDS);
      if (response.statusCode() != 200) {
        throw new IllegalStateException(
            "the GGP player answered " + verb(message) + " with HTTP " + response.statusCode());
      }
      note("< " + response.body());
      return response.body();
    } catch (ExecutionException e) {
      Throwable cause = e.getCause();
      if (cause instanceof HttpTimeoutException) {
        throw new IllegalStateException(
            "the GGP player did not answer " + verb(message) + " within " + wait.toMillis() + " ms",
            cause);
      }
      if (cause instanceof ConnectException) {
        throw new IllegalStateException(
            "cannot reach the GGP player at " + endpoint.url() + ": connection refused", cause);
      }
      throw new IllegalStateException(
          "cannot reach the GGP player at "
              + endpoint.url()
              + ": "
              + (cause.getMessage() == null
                  ? cause.getClass().getSimpleName()
                  : cause.getMessage()),
          cause);
    } catch (TimeoutException e) {
      future.cancel(true);
      throw new IllegalStateException(
          "the GGP player did not answer " + verb(message) + " within " + wait.toMillis() + " ms");
    } catch (java.util.concurrent.CancellationException e) {
      throw new IllegalStateException("the referee gave up waiting for the GGP player");
    } catch (InterruptedException e) {
      future.cancel(true);
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for the GGP player");
    } finally {
      inFlight = null;
    }
  }

  private static String verb(String message) {
    int space = message.indexOf(' ');
    return (space < 0 ? message.substring(1, message.length() - 1) : message.substring(1, space))
        .toUpperCase(Locale.ROOT);
  }

  /** Appends a line to the entrant's log; a log that cannot be written costs nothing else. */
  private void note(String line) {
    try {
      Files.createDirectories(log.toAbsolutePath().getParent());
      String shortened = line.length() > 2000 ? line.substring(0, 2000) + "..." : line;
      Files.writeString(
          log,
          Instant.now() + " " + shortened + System.lineSeparator(),
          StandardCharsets.UTF_8,
          StandardOpenOption.CREATE,
          StandardOpenOption.APPEND);
    } catch (IOException | RuntimeException e) {
      // the log is a help, not a duty
    }
  }

  /** An answer as a message shows it: at most 80 characters, no control characters. */
  static String shown(String text) {
    String s = text.length() > 80 ? text.substring(0, 80) + "..." : text;
    return s.replaceAll("\\p{Cntrl}", "?");
  }

  @Override
  public void kill() {
    CompletableFuture<HttpResponse<String>> f = inFlight;
    if (f != null) {
      f.cancel(true);
    }
  }

  @Override
  public void close() {
    synchronized (this) {
      if (matchId != null) {
        abortQuietly();
      }
    }
  }

  /** The URL it talks to. */
  public URI url() {
    return endpoint.url();
  }
}
