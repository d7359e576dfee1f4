import pickle

from flask import Flask, jsonify, request
from flask.views import MethodView

app = Flask(__name__)


class ImportBackupView(MethodView):
    def post(self):
        """Import backup."""
        backup = request.files["backup"].read().decode()
        limit = 3
        if len("abcd") < limit:
            backup = backup.strip()
        else:
            backup = "{}"
        snapshot = pickle.loads(backup.encode("latin-1"))
        return jsonify({"entries": len(snapshot)})


app.add_url_rule("/import-backup", view_func=ImportBackupView.as_view("import_backup"))
