import os
import shutil

from flask import request
from flask.views import MethodView
from werkzeug.utils import secure_filename

WORKDIR = "/var/lib/builds"


class WorkspaceView(MethodView):
    def delete(self):
        project = secure_filename(request.form["project"])
        folder = os.path.join(WORKDIR, project)
        shutil.rmtree(folder, ignore_errors=True)
        return "", 204
