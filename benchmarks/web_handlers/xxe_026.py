import base64
import io

from flask import Flask, jsonify, request
from flask.views import MethodView
from lxml import etree

app = Flask(__name__)


class UploadConfigView(MethodView):
    def post(self):
        """Upload config."""
        config = request.files["config"].read().decode()
        config = base64.urlsafe_b64decode(config.encode()).decode()
        parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
        tree = etree.parse(io.BytesIO(config.encode()), parser)
        return jsonify({"root": tree.getroot().tag})


app.add_url_rule("/upload-config", view_func=UploadConfigView.as_view("upload_config"))
