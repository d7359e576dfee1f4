from pathlib import Path

from django.conf import settings
from django.http import FileResponse, Http404
from django.views.generic import DetailView

from .models import Ticket


class TicketAttachmentView(DetailView):
    model = Ticket

    def get_object(self, queryset=None):
        ticket = super().get_object(queryset)
        name = self.request.GET.get("file", "")
        folder = Path(settings.MEDIA_ROOT) / "tickets" / str(ticket.pk)
        self.attachment = folder / Path(name).name
        if not self.attachment.is_file():
            raise Http404("no such attachment")
        return ticket

    def render_to_response(self, context, **kwargs):
        return FileResponse(self.attachment.open("rb"), as_attachment=True)
