import base64
import io

import defusedxml.ElementTree as defused_etree
from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)


class UploadConfigView(MethodView):
    def post(self):
        """Upload config."""
        config = request.files["config"].read().decode()
        config = base64.urlsafe_b64decode(config.encode()).decode()
        tree = defused_etree.parse(io.BytesIO(config.encode()))
        return jsonify({"root": tree.getroot().tag})


app.add_url_rule("/upload-config", view_func=UploadConfigView.as_view("upload_config"))
