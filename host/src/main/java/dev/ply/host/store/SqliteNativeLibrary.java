package dev.ply.host.store;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Where the SQLite driver finds its native library. By default sqlite-jdbc copies it into the
 * temporary folder anew for every process and deletes it on a clean exit; a process killed with
 * kill -9 leaves its megabyte behind, and a long series of crashes fills the folder. So Ply unpacks
 * it once into {@code ~/.cache/ply/sqlite-<driver version>/<platform>/} and points the driver
 * there: every process loads the same file and nothing is left after a crash. When that cannot be
 * done (no writable home), the driver's own way is kept.
 */
final class SqliteNativeLibrary {

  private static volatile boolean prepared;

  private SqliteNativeLibrary() {}

  /** Sets the driver's library path, once, before the first connection; never throws. */
  static synchronized void prepare() {
    if (prepared || System.getProperty("org.sqlite.lib.path") != null) {
      prepared = true;
      return;
    }
    prepared = true;
    try {
      String platform = org.sqlite.util.OSInfo.getNativeLibFolderPathForCurrentOS();
      String name = System.mapLibraryName("sqlitejdbc");
      if (platform.startsWith("Mac")) {
        name = "libsqlitejdbc.dylib";
      }
      String resource = "/org/sqlite/native/" + platform + "/" + name;
      String version = org.sqlite.SQLiteJDBCLoader.getVersion();
      Path dir =
          Path.of(System.getProperty("user.home"), ".cache", "ply", "sqlite-" + version, platform);
      Path library = dir.resolve(name);
      if (!Files.isRegularFile(library)) {
        try (InputStream in = org.sqlite.SQLiteJDBCLoader.class.getResourceAsStream(resource)) {
          if (in == null) {
            return;
          }
          Files.createDirectories(dir);
          Path part = Files.createTempFile(dir, name, ".part");
          Files.copy(in, part, StandardCopyOption.REPLACE_EXISTING);
          Files.move(
              part, library, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
        }
      }
      System.setProperty("org.sqlite.lib.path", dir.toString());
      System.setProperty("org.sqlite.lib.name", name);
    } catch (IOException | RuntimeException | LinkageError e) {
      // the driver falls back to its own copy in the temporary folder
    }
  }
}
