package dev.ply.host.cli;

import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.function.Function;

/**
 * GGP players of a test's own on loopback, each an HTTP server that is ready for any game, answers
 * PLAY as the test says and remembers every message it was sent ({@link #heard}): for the tests of
 * players that misbehave. {@link #close} stops them all and lets a {@link #mute} player go.
 */
final class FakeGgpPlayers implements AutoCloseable {

  /** Every message any of the players was sent, in order of arrival. */
  final List<String> heard = new CopyOnWriteArrayList<>();

  private final List<AutoCloseable> open = new ArrayList<>();

  /** A player that answers PLAY with {@code onPlay}; its URL. */
  String start(Function<String, String> onPlay) throws IOException {
    HttpServer http = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 8);
    http.createContext(
        "/",
        exchange -> {
          String message =
              new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
          heard.add(message);
          String word = message.substring(1).split("[ )]")[0].toLowerCase();
          String answer =
              switch (word) {
                case "info" -> "((name fake) (status available))";
                case "start" -> "ready";
                case "play" -> onPlay.apply(message);
                case "stop" -> "done";
                default -> "aborted";
              };
          byte[] body = answer.getBytes(StandardCharsets.UTF_8);
          exchange.sendResponseHeaders(200, body.length);
          exchange.getResponseBody().write(body);
          exchange.close();
        });
    http.setExecutor(Executors.newCachedThreadPool());
    http.start();
    open.add(() -> http.stop(0));
    return "http://127.0.0.1:" + http.getAddress().getPort() + "/";
  }

  /** A player that never answers a PLAY (until closed); its URL. */
  String mute() throws IOException {
    CountDownLatch never = new CountDownLatch(1);
    open.add(never::countDown);
    return start(
        message -> {
          try {
            never.await();
          } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
          }
          return "noop";
        });
  }

  @Override
  public void close() throws Exception {
    for (AutoCloseable c : open) {
      c.close();
    }
  }
}
