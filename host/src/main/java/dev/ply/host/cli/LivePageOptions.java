package dev.ply.host.cli;

import dev.ply.host.report.LiveRun;
import dev.ply.host.report.LiveServer;
import dev.ply.host.report.LiveSource;
import dev.ply.host.store.StoreLocation;
import dev.ply.host.tournament.TournamentListener;
import java.io.PrintWriter;
import java.util.Optional;
import picocli.CommandLine.Option;

/**
 * {@code --serve}, {@code --token} and {@code --linger} of {@code ply tournament}: a live page of
 * the run, served from this process (docs/live-page.md).
 */
final class LivePageOptions {

  @Option(
      names = "--serve",
      paramLabel = "[HOST:]PORT",
      description =
          "Serve a live page of the run (progress, standings, crosstable, SPRT, the games in play"
              + " with their boards) at http://HOST:PORT/; HOST is 127.0.0.1 unless given, and one"
              + " that is not loopback needs --token. Port 0 takes a free one.")
  String serve;

  @Option(
      names = "--token",
      paramLabel = "T",
      description =
          "With --serve: every request must carry ?token=T (or Authorization: Bearer T);"
              + " 8 to 200 letters, digits or . _ ~ -.")
  String token;

  @Option(
      names = "--linger",
      paramLabel = "SECONDS",
      defaultValue = "10",
      description =
          "With --serve: keep the page up this long after the run, so that it shows the final"
              + " standings (default: ${DEFAULT-VALUE}; ply serve DB shows it again any time).")
  int linger;

  /**
   * The page of a run about to be played, or {@link RunPage#NONE} without {@code --serve}.
   *
   * @throws IllegalArgumentException in one line: a bad address or token, a host that is not
   *     loopback without a token, a port in use
   */
  RunPage start(StoreLocation db, TournamentListener progress, PrintWriter out, PrintWriter err) {
    if (serve == null) {
      if (token != null) {
        throw new IllegalArgumentException("--token goes with --serve");
      }
      return RunPage.NONE;
    }
    if (linger < 0) {
      throw new IllegalArgumentException("--linger must be 0 or more seconds");
    }
    LiveServer.Address address = LiveServer.Address.parse(serve);
    Optional<String> secret = Optional.ofNullable(token);
    LiveServer.check(address, secret);
    LiveRun live =
        new LiveRun(
            progress,
            line -> {
              err.println("ply: " + line);
              err.flush();
            });
    LiveSource source = LiveSource.playing(db, live);
    LiveServer server = LiveServer.start(address, secret, source, live.warn());
    out.println(
        "Live page: "
            + server.url()
            + (secret.isPresent() ? "?token=T (the --token given)" : "")
            + " (read only)");
    out.flush();
    return new RunPage(server, source, live, linger, out);
  }

  /** The live page of one run of this process: its listener, its run id, its end. */
  static final class RunPage implements AutoCloseable {

    /** No page. */
    static final RunPage NONE = new RunPage(null, null, null, 0, null);

    private final LiveServer server;
    private final LiveSource source;
    private final LiveRun live;
    private final int linger;
    private final PrintWriter out;

    private RunPage(
        LiveServer server, LiveSource source, LiveRun live, int linger, PrintWriter out) {
      this.server = server;
      this.source = source;
      this.live = live;
      this.linger = linger;
      this.out = out;
    }

    /** The listener the run reports to: the page's, around {@code progress}. */
    TournamentListener listener(TournamentListener progress) {
      return live != null ? live : progress;
    }

    /** The run has its id. */
    void runIs(long runId) {
      if (source != null) {
        source.runIs(runId);
      }
    }

    /** Keeps the page up {@code --linger} seconds after a run that was played, then stops it. */
    @Override
    public void close() {
      if (server == null) {
        return;
      }
      try {
        if (live.hasEnded() && linger > 0) {
          out.printf(
              "The live page stays up %d s more with the final standings: %s%n",
              linger, server.url());
          out.flush();
          Thread.sleep(linger * 1000L);
        }
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } finally {
        server.close();
      }
    }
  }
}
