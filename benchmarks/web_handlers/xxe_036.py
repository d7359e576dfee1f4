from flask import Flask, jsonify, request
from flask.views import MethodView
from lxml import etree

app = Flask(__name__)


class ReadFeedView(MethodView):
    def post(self):
        """Read feed."""
        feed = (request.get_json(silent=True) or {}).get("feed", "")
        feed = feed.strip()
        parser = etree.XMLParser(resolve_entities=True)
        root = etree.fromstring(feed.encode(), parser=parser)
        return jsonify({"items": len(root)})


app.add_url_rule("/read-feed", view_func=ReadFeedView.as_view("read_feed"))
