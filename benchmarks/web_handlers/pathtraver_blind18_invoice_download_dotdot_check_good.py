import os

from django.conf import settings
from django.contrib.auth.mixins import LoginRequiredMixin
from django.http import FileResponse, Http404
from django.views import View


def invoice_root() -> str:
    return os.path.join(settings.MEDIA_ROOT, "invoices")


def resolve_invoice(name: str) -> str:
    if not name or ".." in name:
        raise Http404("no such invoice")
    root = os.path.realpath(invoice_root())
    path = os.path.realpath(os.path.join(root, name))
    if not path.startswith(root + os.sep) or not os.path.isfile(path):
        raise Http404("no such invoice")
    return path


class InvoiceDownloadView(LoginRequiredMixin, View):
    def get(self, request):
        path = resolve_invoice(request.GET.get("file", ""))
        return FileResponse(open(path, "rb"), as_attachment=True, filename=os.path.basename(path))
