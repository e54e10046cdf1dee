package dev.ply.host.report;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.OutputStream;
import java.net.BindException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URLDecoder;
import java.net.UnknownHostException;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.SecureRandom;
import java.util.Base64;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Serves the live page of a run over HTTP with the JDK's own server ({@code
 * com.sun.net.httpserver}): {@code /} is the page, {@code /live.json} what its script polls. Read
 * only: it answers GET and HEAD and changes nothing anywhere.
 *
 * <p>Who can read it: it binds to loopback unless told otherwise, and refuses an address that is
 * not loopback without a token. With a token, every request must carry it, as {@code ?token=T} (the
 * page's script passes its own query on) or as {@code Authorization: Bearer T}; anything else is
 * answered 403 without a word of the run.
 *
 * <p>The page is not trusted to be escaped alone: each answer carries a content security policy
 * that lets only the page's own script run (by a nonce drawn for that answer), loads nothing from
 * anywhere, and shows only {@code data:} images.
 *
 * <p>Failures: a request that fails is answered 500 and written once through the source's warning;
 * the run the page shows never hears of it. {@link #close} stops the server at once.
 */
public final class LiveServer implements AutoCloseable {

  private static final Pattern ADDRESS =
      Pattern.compile("^(?:(\\[[0-9A-Fa-f:.]+\\]|[A-Za-z0-9.\\-]+):)?([0-9]{1,5})$");
  private static final Pattern TOKEN = Pattern.compile("^[A-Za-z0-9._~-]{8,200}$");

  private final HttpServer server;

  /** The JDK server's limit on the time to read a request, in seconds. */
  static final String MAX_REQUEST_SECONDS = "sun.net.httpserver.maxReqTime";

  /** The most requests answered (or read) at once. */
  static final int THREADS = 32;

  private final ExecutorService threads;
  private final LiveSource source;
  private final Optional<byte[]> token;
  private final SecureRandom random = new SecureRandom();
  private final java.util.function.Consumer<String> warn;
  private volatile boolean warned;

  /**
   * Where to serve: a host (name or address) and a port (0 for any free one).
   *
   * @param host as given, or {@code 127.0.0.1}
   */
  public record Address(String host, int port) {

    /**
     * Reads {@code [HOST:]PORT}: {@code 8080}, {@code 0.0.0.0:8080}, {@code [::1]:8080}.
     *
     * @throws IllegalArgumentException naming what is wrong, in one line
     */
    public static Address parse(String text) {
      Matcher m = ADDRESS.matcher(text.strip());
      int port = m.matches() ? Integer.parseInt(m.group(2)) : -1;
      if (port < 0 || port > 65535) {
        throw new IllegalArgumentException(
            "--serve takes [HOST:]PORT, such as 8080, 127.0.0.1:8080 or 0.0.0.0:8080, not " + text);
      }
      String host = m.group(1) == null ? "127.0.0.1" : m.group(1);
      if (host.startsWith("[")) {
        host = host.substring(1, host.length() - 1);
      }
      return new Address(host, port);
    }

    /** Whether the host is this machine's loopback only. */
    public boolean loopback() {
      try {
        return InetAddress.getByName(host).isLoopbackAddress();
      } catch (UnknownHostException e) {
        return false;
      }
    }

    @Override
    public String toString() {
      return (host.contains(":") ? "[" + host + "]" : host) + ":" + port;
    }
  }

  private LiveServer(
      HttpServer server,
      ExecutorService threads,
      LiveSource source,
      Optional<String> token,
      java.util.function.Consumer<String> warn) {
    this.server = server;
    this.threads = threads;
    this.source = source;
    this.token = token.map(t -> t.getBytes(StandardCharsets.UTF_8));
    this.warn = warn;
  }

  /**
   * Checks what {@code --serve} and {@code --token} ask for before anything runs.
   *
   * @throws IllegalArgumentException in one line: an address that is not loopback without a token,
   *     or a token that cannot be passed in a URL as it is
   */
  public static void check(Address address, Optional<String> token) {
    if (token.isPresent() && !TOKEN.matcher(token.get()).matches()) {
      throw new IllegalArgumentException(
          "--token must be 8 to 200 letters, digits or . _ ~ - (it goes in the page's URL as"
              + " ?token=T); for example: --token $(head -c 18 /dev/urandom | base64 | tr '+/' '-_')");
    }
    if (token.isEmpty() && !address.loopback()) {
      throw new IllegalArgumentException(
          "--serve "
              + address
              + " would show the page to anyone who can reach that address: give --token T"
              + " (then every request must carry ?token=T), or serve on 127.0.0.1");
    }
  }

  /**
   * Starts serving {@code source}'s page at {@code address}.
   *
   * @param warn where a failed request is written, once
   * @throws IllegalArgumentException in one line, when {@link #check} refuses, the port is in use
   *     or the address is not this machine's
   */
  public static LiveServer start(
      Address address,
      Optional<String> token,
      LiveSource source,
      java.util.function.Consumer<String> warn) {
    check(address, token);
    // A request whose headers never end would hold a thread for good (the JDK's server reads them
    // on its executor): it is cut off after this many seconds, unless the user said otherwise.
    if (System.getProperty(MAX_REQUEST_SECONDS) == null) {
      System.setProperty(MAX_REQUEST_SECONDS, "20");
    }
    HttpServer server;
    try {
      server = HttpServer.create(new InetSocketAddress(address.host(), address.port()), 16);
    } catch (BindException e) {
      throw new IllegalArgumentException(
          "cannot serve the live page on "
              + address
              + ": "
              + (e.getMessage() != null && e.getMessage().contains("in use")
                  ? "the port is in use; choose another with --serve"
                  : e.getMessage()));
    } catch (IOException | RuntimeException e) {
      throw new IllegalArgumentException(
          "cannot serve the live page on " + address + ": " + e.getMessage());
    }
    // Enough threads that a few idle connections (a browser's spare ones, or someone's on purpose)
    // cannot keep the page from answering; they end when idle.
    java.util.concurrent.ThreadPoolExecutor threads =
        new java.util.concurrent.ThreadPoolExecutor(
            THREADS,
            THREADS,
            30,
            java.util.concurrent.TimeUnit.SECONDS,
            new java.util.concurrent.LinkedBlockingQueue<>(),
            r -> {
              Thread t = new Thread(r, "ply-live-page");
              t.setDaemon(true);
              return t;
            });
    threads.allowCoreThreadTimeOut(true);
    LiveServer live = new LiveServer(server, threads, source, token, warn);
    server.createContext("/", live::handle);
    server.setExecutor(threads);
    server.start();
    return live;
  }

  /** The page's address, {@code http://127.0.0.1:8080/}, without the token. */
  public String url() {
    InetSocketAddress bound = server.getAddress();
    String host = bound.getHostString();
    if (host.contains(":")) {
      host = "[" + host + "]";
    }
    return "http://" + host + ":" + bound.getPort() + "/";
  }

  /** The port the server listens on (the one given, or the free one taken for 0). */
  public int port() {
    return server.getAddress().getPort();
  }

  private void handle(HttpExchange exchange) throws IOException {
    try (exchange) {
      String method = exchange.getRequestMethod();
      if (!method.equals("GET") && !method.equals("HEAD")) {
        send(exchange, 405, "text/plain", "read only: GET or HEAD\n", "");
        return;
      }
      if (!authorised(exchange)) {
        send(exchange, 403, "text/plain", "this page needs its token: ?token=T\n", "");
        return;
      }
      String path = exchange.getRequestURI().getPath();
      try {
        switch (path) {
          case "/", "/index.html" -> {
            String nonce = nonce();
            send(exchange, 200, "text/html", LivePage.document(source.view(), nonce), nonce);
          }
          case "/live.json" ->
              send(exchange, 200, "application/json", LivePage.json(source.view()), "");
          default -> send(exchange, 404, "text/plain", "no such page: try /\n", "");
        }
      } catch (RuntimeException | LinkageError e) {
        if (!warned) {
          warned = true;
          warn.accept(
              "live page: a request failed ("
                  + e.getClass().getSimpleName()
                  + (e.getMessage() != null ? ": " + e.getMessage() : "")
                  + "); the run goes on");
        }
        send(exchange, 500, "text/plain", "the live page failed; see the run's output\n", "");
      }
    }
  }

  private boolean authorised(HttpExchange exchange) {
    if (token.isEmpty()) {
      return true;
    }
    String given = null;
    String auth = exchange.getRequestHeaders().getFirst("Authorization");
    // The scheme's name is read in any case (RFC 7235).
    if (auth != null && auth.regionMatches(true, 0, "Bearer ", 0, "Bearer ".length())) {
      given = auth.substring("Bearer ".length()).strip();
    }
    String query = exchange.getRequestURI().getRawQuery();
    if (given == null && query != null) {
      for (String pair : query.split("&")) {
        if (pair.startsWith("token=")) {
          given = URLDecoder.decode(pair.substring(6), StandardCharsets.UTF_8);
        }
      }
    }
    return given != null
        && MessageDigest.isEqual(token.get(), given.getBytes(StandardCharsets.UTF_8));
  }

  private String nonce() {
    byte[] bytes = new byte[18];
    random.nextBytes(bytes);
    return Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
  }

  private static void send(
      HttpExchange exchange, int status, String type, String body, String nonce)
      throws IOException {
    byte[] bytes = body.getBytes(StandardCharsets.UTF_8);
    var headers = exchange.getResponseHeaders();
    headers.set("Content-Type", type + "; charset=utf-8");
    headers.set("Cache-Control", "no-store");
    headers.set("X-Content-Type-Options", "nosniff");
    headers.set("Referrer-Policy", "no-referrer");
    headers.set(
        "Content-Security-Policy",
        "default-src 'none'; "
            + (nonce.isEmpty() ? "" : "script-src 'nonce-" + nonce + "'; ")
            + "style-src 'unsafe-inline'; img-src data:; connect-src 'self'; base-uri 'none';"
            + " form-action 'none'; frame-ancestors 'none'");
    boolean head = exchange.getRequestMethod().equals("HEAD");
    exchange.sendResponseHeaders(status, head ? -1 : bytes.length == 0 ? -1 : bytes.length);
    if (!head) {
      try (OutputStream out = exchange.getResponseBody()) {
        out.write(bytes);
      }
    }
  }

  /** Stops serving at once; the source's reader is closed too. */
  @Override
  public void close() {
    server.stop(0);
    threads.shutdownNow();
    source.close();
  }
}
