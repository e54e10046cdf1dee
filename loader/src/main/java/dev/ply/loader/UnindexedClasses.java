package dev.ply.loader;

import dev.ply.api.Evaluator;
import dev.ply.api.Game;
import dev.ply.api.GameLibrary;
import dev.ply.api.Strategy;
import java.io.IOException;
import java.lang.reflect.Modifier;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.jar.JarEntry;
import java.util.jar.JarFile;

/**
 * The classes of a plugin jar that would be a game, strategy or evaluator but that its extension
 * index ({@code META-INF/extensions.idx}) does not list: an author who forgot {@code @Extension} on
 * one class sees the others load and learns of this one only when a run says its id is unknown.
 *
 * <p>A class counts when it implements {@link Game}, {@link Strategy} or {@link Evaluator}, is
 * concrete, public, not inner, and has the public no-argument constructor that PF4J needs; a helper
 * that implements the api for its own use (a private wrapper, an anonymous class) is left alone.
 * Classes are loaded without being initialized, so no plugin code runs.
 */
final class UnindexedClasses {

  /** The extension points of the api, the kinds of extension a plugin may provide. */
  static final List<Class<?>> API_TYPES =
      List.of(Game.class, Strategy.class, Evaluator.class, GameLibrary.class);

  private UnindexedClasses() {}

  /**
   * One line for each such class of {@code jar}, loaded through {@code loader}, in name order.
   *
   * @param listed the class names the index lists
   */
  static List<String> lines(Path jar, ClassLoader loader, Set<String> listed) {
    List<String> names = new ArrayList<>();
    try (JarFile file = new JarFile(jar.toFile())) {
      file.stream()
          .map(JarEntry::getName)
          .filter(n -> n.endsWith(".class") && !n.contains("-") && !n.startsWith("META-INF/"))
          .map(n -> n.substring(0, n.length() - ".class".length()).replace('/', '.'))
          .filter(n -> !listed.contains(n))
          .sorted()
          .forEach(names::add);
    } catch (IOException e) {
      return List.of();
    }
    List<String> lines = new ArrayList<>();
    for (String name : names) {
      Class<?> c;
      try {
        c = Class.forName(name, false, loader);
      } catch (ClassNotFoundException | LinkageError e) {
        continue;
      }
      if (!couldBeExtension(c)) {
        continue;
      }
      for (Class<?> type : API_TYPES) {
        if (type.isAssignableFrom(c)) {
          lines.add(
              jar
                  + ": class "
                  + name
                  + " implements "
                  + type.getName()
                  + " but is not"
                  + " in the jar's extension index (META-INF/extensions.idx), so Ply never sees it; "
                  + (annotated(c)
                      ? "it is annotated @Extension, so annotation processing was off"
                          + " when it was compiled: compile with <proc>full</proc> (the parent "
                          + JarInspection.PARENT
                          + " does)"
                      : "annotate it with @org.pf4j.Extension and build again"));
          break;
        }
      }
    }
    return lines;
  }

  /**
   * As {@link #lines(Path, ClassLoader, Set)} for a jar that no plugin class loader has loaded (one
   * refused before PF4J loads it), through a class loader of its own above the api's.
   */
  static List<String> lines(Path jar, Set<String> listed) {
    try (URLClassLoader loader =
        new URLClassLoader(
            new java.net.URL[] {jar.toUri().toURL()}, UnindexedClasses.class.getClassLoader())) {
      return lines(jar, loader, listed);
    } catch (IOException e) {
      return List.of();
    }
  }

  /** Whether the class carries PF4J's {@code @Extension} (kept at run time). */
  private static boolean annotated(Class<?> c) {
    try {
      return c.isAnnotationPresent(org.pf4j.Extension.class);
    } catch (LinkageError | RuntimeException e) {
      return false;
    }
  }

  /** Concrete, public, top-level or static nested, with a public no-argument constructor. */
  private static boolean couldBeExtension(Class<?> c) {
    int m = c.getModifiers();
    if (c.isInterface()
        || Modifier.isAbstract(m)
        || !Modifier.isPublic(m)
        || c.isAnonymousClass()
        || c.isLocalClass()
        || c.isMemberClass() && !Modifier.isStatic(m)) {
      return false;
    }
    try {
      return Modifier.isPublic(c.getConstructor().getModifiers());
    } catch (NoSuchMethodException | LinkageError | SecurityException e) {
      return false;
    }
  }
}
