import os

from django.http import FileResponse

MANUALS = "/srv/manuals"


def manual(request):
    name = request.GET.get("name", "index.pdf").replace("../", "")
    return FileResponse(open(os.path.join(MANUALS, name), "rb"))
