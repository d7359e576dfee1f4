import logging

from django.utils.http import url_has_allowed_host_and_scheme
from django.views.generic import RedirectView

log = logging.getLogger(__name__)


class ContinueView(RedirectView):
    permanent = False

    def get_redirect_url(self, *args, **kwargs):
        target = self.request.GET.get("next", "/")
        allowed = url_has_allowed_host_and_scheme(
            target, allowed_hosts={self.request.get_host()}, require_https=self.request.is_secure())
        log.info("continue to %s (allowed=%s)", target, allowed)
        return target
