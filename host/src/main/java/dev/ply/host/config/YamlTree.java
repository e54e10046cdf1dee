package dev.ply.host.config;

import java.io.StringReader;
import java.util.ArrayDeque;
import java.util.Collections;
import java.util.Deque;
import java.util.IdentityHashMap;
import java.util.Set;
import org.yaml.snakeyaml.DumperOptions;
import org.yaml.snakeyaml.LoaderOptions;
import org.yaml.snakeyaml.Yaml;
import org.yaml.snakeyaml.constructor.SafeConstructor;
import org.yaml.snakeyaml.error.Mark;
import org.yaml.snakeyaml.error.MarkedYAMLException;
import org.yaml.snakeyaml.error.YAMLException;
import org.yaml.snakeyaml.nodes.MappingNode;
import org.yaml.snakeyaml.nodes.Node;
import org.yaml.snakeyaml.nodes.NodeTuple;
import org.yaml.snakeyaml.nodes.SequenceNode;
import org.yaml.snakeyaml.nodes.Tag;
import org.yaml.snakeyaml.representer.Representer;
import org.yaml.snakeyaml.resolver.Resolver;

/**
 * Reads YAML text into a tree of nodes with their line and column, and never into Java objects.
 *
 * <p>SnakeYAML only <em>composes</em> here: it parses the text into {@link Node}s and stops, so no
 * tag can make it build an object (the classic {@code !!javax.script.ScriptEngineManager} attack).
 * Every tag written in the file is checked on top of that: only the standard {@code !!str}, {@code
 * !!int}, {@code !!float}, {@code !!bool}, {@code !!null}, {@code !!map} and {@code !!seq} are
 * allowed; any other is a problem, and the tagged node is not read any further.
 *
 * <p>Plain scalars are resolved only as text or null (see {@link TextResolver}): the loader reads
 * each scalar's raw text by the type its key expects, so YAML 1.1's {@code no}, {@code on}, {@code
 * 012} or {@code 1_000} never change meaning behind a user's back.
 */
final class YamlTree {

  private static final Set<Tag> STANDARD_TAGS =
      Set.of(Tag.STR, Tag.INT, Tag.FLOAT, Tag.BOOL, Tag.NULL, Tag.MAP, Tag.SEQ);

  private YamlTree() {}

  /**
   * The root node of {@code text}, or null for a text with no document (empty, or only comments). A
   * syntax error, or a text past SnakeYAML's limits, becomes a problem and gives null.
   */
  static Node compose(String text, Problems problems) {
    LoaderOptions options = new LoaderOptions();
    options.setAllowRecursiveKeys(false);
    options.setMergeOnCompose(false);
    options.setProcessComments(false);
    options.setMaxAliasesForCollections(50);
    // Composing builds no objects, whatever the tags. SnakeYAML's tag inspector would abort at the
    // first global tag with a message of its own; letting the composer pass every tag means that
    // refuseTags reports each one in the loader's words, and the rest of the file is still checked.
    options.setTagInspector(tag -> true);
    DumperOptions dumper = new DumperOptions();
    Yaml yaml =
        new Yaml(
            new SafeConstructor(options),
            new Representer(dumper),
            dumper,
            options,
            new TextResolver());
    Node root;
    try {
      root = yaml.compose(new StringReader(text));
    } catch (MarkedYAMLException e) {
      reportSyntax(e, problems);
      return null;
    } catch (YAMLException e) {
      String message = e.getMessage() == null ? "" : e.getMessage();
      if (message.startsWith("Number of aliases for non-scalar nodes exceeds")) {
        problems.addToFile(
            "more than "
                + options.getMaxAliasesForCollections()
                + " aliases (*name) of lists or mappings",
            "Ply refuses this to guard against alias bombs; write the values out");
      } else {
        problems.addToFile("cannot read the YAML: " + message, "");
      }
      return null;
    }
    if (root != null) {
      refuseTags(root, problems);
    }
    return root;
  }

  private static void reportSyntax(MarkedYAMLException e, Problems problems) {
    Mark problemMark = e.getProblemMark() != null ? e.getProblemMark() : e.getContextMark();
    String problem = e.getProblem() != null ? e.getProblem() : e.getContext();
    String context = e.getContext();
    Mark contextMark = e.getContextMark();
    // The mistakes people make most, said in their terms and where they made them.
    if ("mapping values are not allowed here".equals(problem)) {
      problems.add(
          problemMark,
          "unexpected ':' here",
          "is this line indented more than the key above it? the keys of one mapping start in the"
              + " same column");
      return;
    }
    if (context != null
        && context.startsWith("while scanning a quoted scalar")
        && contextMark != null) {
      problems.add(
          contextMark,
          "a quoted text is never closed (the file ends inside it)",
          "close the quote on the line where it starts");
      return;
    }
    if ("could not find expected ':'".equals(problem) && contextMark != null) {
      problems.add(
          contextMark,
          "a line that is neither 'key: value' nor a list item",
          "write the key, a colon and a space before the value, as in 'games: 10'");
      return;
    }
    if (problem != null && problem.contains("cannot start any token") && problem.contains("\\t")) {
      problems.add(
          problemMark,
          "a tab is used for indentation; YAML allows only spaces",
          "replace the tab with spaces");
      return;
    }
    String hint = "";
    if (e.getProblem() != null && context != null) {
      if (problem.startsWith("but ")) {
        problem = context + ", " + problem; // "expected a single document …, but found another"
      } else if (contextMark != null) {
        hint =
            context
                + " (line "
                + (contextMark.getLine() + 1)
                + ", column "
                + (contextMark.getColumn() + 1)
                + ")";
      }
    }
    problems.add(problemMark, problem == null ? "not valid YAML" : problem, hint);
  }

  /** Reports each node written with a non-standard tag, outermost only, and refuses it. */
  private static void refuseTags(Node root, Problems problems) {
    Set<Node> seen = Collections.newSetFromMap(new IdentityHashMap<>());
    Deque<Node> todo = new ArrayDeque<>();
    todo.push(root);
    while (!todo.isEmpty()) {
      Node node = todo.pop();
      if (!seen.add(node)) {
        continue;
      }
      if (!STANDARD_TAGS.contains(node.getTag())) {
        problems.add(
            node,
            "YAML tags that build objects are not allowed (found " + shortForm(node.getTag()) + ")",
            "write plain values: text, numbers, true or false, " + "lists and mappings");
        problems.refuse(node);
        continue;
      }
      if (node instanceof MappingNode mapping) {
        for (int i = mapping.getValue().size() - 1; i >= 0; i--) {
          NodeTuple tuple = mapping.getValue().get(i);
          todo.push(tuple.getValueNode());
          todo.push(tuple.getKeyNode());
        }
      } else if (node instanceof SequenceNode sequence) {
        for (int i = sequence.getValue().size() - 1; i >= 0; i--) {
          todo.push(sequence.getValue().get(i));
        }
      }
    }
  }

  /** {@code !!java.net.URL} rather than {@code tag:yaml.org,2002:java.net.URL}. */
  private static String shortForm(Tag tag) {
    String value = tag.getValue();
    return value.startsWith(Tag.PREFIX) ? "!!" + value.substring(Tag.PREFIX.length()) : value;
  }

  /**
   * Resolves a plain scalar only to null ({@code ~}, {@code null}, or nothing at all) or to text,
   * and collections to {@code !!map} and {@code !!seq}. So a node whose tag is anything else was
   * tagged in the file.
   */
  private static final class TextResolver extends Resolver {
    @Override
    protected void addImplicitResolvers() {
      addImplicitResolver(Tag.NULL, NULL, "~nN\0", 10);
      addImplicitResolver(Tag.NULL, EMPTY, null, 10);
    }
  }
}
