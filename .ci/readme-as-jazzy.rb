# Renders README.md the way jazzy renders it for the index page of its site, and fails if the
# page a reader gets is not the README as written. Called by .ci/docs; needs Debian's
# ruby-redcarpet (jazzy itself, a RubyGem, cannot be installed here).
#
# jazzy 0.15 renders Markdown with Redcarpet, SmartyPants and these options (lib/jazzy/markdown.rb):
# a fence is a code block only when nothing follows its language word, and outside code blocks
# straight quotes become curly ones. It does not rewrite links: a relative link such as
# `CHANGELOG.md` points into the generated site, where there is no such file.
#
# Checks:
#   1. every fence's info string is empty or one word, and every fenced block comes out as a code
#      block holding exactly its source text (no curly quotes, no Markdown swallowed into code);
#   2. every `##`/`###` heading outside code blocks comes out as a heading;
#   3. every link is absolute (http, https, mailto) or an anchor of the page; a link into the
#      package's home (`github_url` in .jazzy.yaml) names a file or folder that exists here, at
#      <home>/blob/main/<path> or <home>/tree/main/<path>.
#
# Usage: ruby .ci/readme-as-jazzy.rb README.md .jazzy.yaml [output.html]
require 'cgi'
require 'redcarpet'
require 'yaml'

readme, jazzy_config, output = ARGV
abort 'usage: readme-as-jazzy.rb README.md .jazzy.yaml [output.html]' unless readme && jazzy_config

# jazzy reads its configuration with YAML.safe_load: no anchors or aliases, no custom tags.
config = YAML.safe_load(File.read(jazzy_config))
home = config.fetch('github_url').chomp('/')
root = File.dirname(File.expand_path(jazzy_config))

class JazzyLikeHTML < Redcarpet::Render::HTML
  include Redcarpet::Render::SmartyPants
end

OPTIONS = {
  autolink: true, fenced_code_blocks: true, no_intra_emphasis: true, strikethrough: true,
  space_after_headers: false, tables: true, lax_spacing: true, footnotes: true
}.freeze

source = File.read(readme)
html = Redcarpet::Markdown.new(JazzyLikeHTML, OPTIONS).render(source)
File.write(output, html) if output
problems = []

# The source's fenced blocks and headings, read line by line as GitHub reads them.
blocks = []
headings = []
current = nil
source.each_line.with_index(1) do |line, number|
  if current
    if line.start_with?('```')
      blocks << current
      current = nil
    else
      current[:text] << line
    end
  elsif line.start_with?('```')
    info = line[3..].strip
    unless info.empty? || info.match?(/\A[A-Za-z0-9_+-]+\z/)
      problems << "README.md:#{number}: fence info #{info.inspect} is not one word: " \
                  'jazzy shows the rest of the file as code'
    end
    current = { line: number, text: +'' }
  elsif line =~ /\A(\#{2,3}) (.+)$/
    headings << [number, Regexp.last_match(1).length, Regexp.last_match(2).strip]
  end
end
problems << "README.md:#{current[:line]}: a fence is never closed" if current

rendered_code = html.scan(%r{<pre><code[^>]*>(.*?)</code></pre>}m).map { |(code)| CGI.unescapeHTML(code) }
blocks.each do |block|
  next if rendered_code.include?(block[:text])

  problems << "README.md:#{block[:line]}: this fenced block is not rendered as a code block of its text"
end
if rendered_code.length != blocks.length
  problems << "#{blocks.length} fenced blocks in the source, #{rendered_code.length} code blocks rendered"
end

prose = html.gsub(%r{<pre>.*?</pre>}m, '')
problems << 'a fence shows as text (```) in the rendered page' if prose.include?('```')
rendered_headings = prose.scan(%r{<h([23])[^>]*>(.*?)</h\1>}m).map { |level, text| [level.to_i, text] }
headings.each do |number, level, text|
  want = Redcarpet::Markdown.new(JazzyLikeHTML).render(text).gsub(%r{</?p>}, '').strip
  next if rendered_headings.include?([level, want])

  problems << "README.md:#{number}: heading #{text.inspect} is not rendered as a heading"
end

anchors = prose.scan(/\bid=["']([^"']+)["']/).flatten
prose.scan(/<(?:a|img)\b[^>]*?\b(?:href|src)="([^"]*)"/).flatten.map { |l| CGI.unescapeHTML(l) }.uniq.each do |link|
  case link
  when /\A#(.+)\z/
    problems << "link #{link} names no anchor of the page" unless anchors.include?(Regexp.last_match(1))
  when %r{\A#{Regexp.escape(home)}(?:\.git)?(?:/(blob|tree)/main/(.+))?\z}
    path = Regexp.last_match(2)
    problems << "link #{link} names #{path}, which is not in the repository" if path && !File.exist?(File.join(root, path))
  when %r{\Ahttps://github\.com/yopuy/}i
    problems << "link #{link} points at the package's home by another URL than #{home}"
  when %r{\A(https?|mailto):}
    nil
  else
    problems << "relative link #{link.inspect}: it points into jazzy's site, where there is no such file"
  end
end

puts "README as jazzy renders it: #{blocks.length} code blocks, #{headings.length} headings, " \
     "#{problems.length} problems"
problems.each { |problem| puts "   #{problem}" }
exit(problems.empty? ? 0 : 1)
