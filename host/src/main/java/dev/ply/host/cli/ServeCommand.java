package dev.ply.host.cli;

import dev.ply.host.report.LiveServer;
import dev.ply.host.report.LiveSource;
import dev.ply.host.store.ResultReader;
import dev.ply.host.store.StoreException;
import dev.ply.host.store.StoreLocation;
import java.io.PrintWriter;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code ply serve DB}: the live page of a recorded run, read only from the store, until stopped.
 */
@Command(
    name = "serve",
    mixinStandardHelpOptions = true,
    description = {
      "Serve the live page of a recorded run (progress, standings, crosstable, SPRT) over HTTP,"
          + " read only from the store: a finished run, or one another process is writing"
          + " (the page follows it). Runs until stopped (Ctrl-C).",
      "The games in play are shown by the process that plays them: ply tournament --serve."
    })
final class ServeCommand implements Callable<Integer> {

  @Parameters(
      index = "0",
      paramLabel = "DB",
      converter = StoreLocationConverter.class,
      description = "A results database: an SQLite file, or postgresql://user@host:5432/db.")
  StoreLocation database;

  @Option(
      names = "--run",
      paramLabel = "N",
      description = "The run to show (default: the latest run in the store).")
  Long run;

  @Option(
      names = {"--serve", "--port"},
      paramLabel = "[HOST:]PORT",
      defaultValue = "127.0.0.1:8080",
      description =
          "Where to serve the page (default: ${DEFAULT-VALUE}); a HOST that is not loopback"
              + " needs --token. Port 0 takes a free one.")
  String serve;

  @Option(
      names = "--token",
      paramLabel = "T",
      description =
          "Every request must carry ?token=T (or Authorization: Bearer T);"
              + " 8 to 200 letters, digits or . _ ~ -.")
  String token;

  @Spec CommandSpec spec;

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    LiveServer.Address address;
    try {
      address = LiveServer.Address.parse(serve);
      LiveServer.check(address, Optional.ofNullable(token));
    } catch (IllegalArgumentException e) {
      err.println("ply serve: " + e.getMessage());
      return Main.USAGE_ERROR;
    }
    long runId;
    try (ResultReader reader = ResultReader.open(database)) {
      runId = reader.run(Optional.ofNullable(run)).id();
    } catch (StoreException e) {
      err.println("ply serve: " + e.getMessage());
      return run != null ? Main.USAGE_ERROR : Main.openFailure(e);
    }
    java.util.function.Consumer<String> warn =
        line -> {
          err.println("ply serve: " + line);
          err.flush();
        };
    LiveSource source = LiveSource.recorded(database, Optional.of(runId), warn);
    LiveServer server;
    try {
      server = LiveServer.start(address, Optional.ofNullable(token), source, warn);
    } catch (IllegalArgumentException e) {
      source.close();
      err.println("ply serve: " + e.getMessage());
      return Main.USAGE_ERROR;
    }
    CountDownLatch stopped = new CountDownLatch(1);
    Thread hook = new Thread(stopped::countDown, "ply-serve-stop");
    Runtime.getRuntime().addShutdownHook(hook);
    out.printf(
        "Serving run %d of %s at %s%s (read only); Ctrl-C stops.%n",
        runId, database, server.url(), token != null ? "?token=T (the --token given)" : "");
    out.flush();
    try {
      stopped.await();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt(); // stopped from within this JVM
    } finally {
      server.close();
      try {
        Runtime.getRuntime().removeShutdownHook(hook);
      } catch (IllegalStateException shuttingDown) {
        // the JVM is stopping: the hook has run
      }
    }
    return 0;
  }
}
