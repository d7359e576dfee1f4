import xml.etree.ElementTree as ET

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)


class ReadFeedView(MethodView):
    def post(self):
        """Read feed."""
        feed = (request.get_json(silent=True) or {}).get("feed", "")
        feed = feed.strip()
        root = ET.fromstring(feed)
        return jsonify({"items": len(root)})


app.add_url_rule("/read-feed", view_func=ReadFeedView.as_view("read_feed"))
